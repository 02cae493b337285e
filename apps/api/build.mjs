// Bundles the API's own code (and packages/shared) into dist/; npm packages stay external and load from node_modules.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@creative-ng/'));

await build({
  entryPoints: {
    server: 'src/server.ts',
    migrate: 'src/cli/migrate.ts',
    seed: 'src/cli/seed.ts',
    'admin-create': 'src/cli/admin-create.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  splitting: true,
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Some dependencies are CommonJS and call require(); give ESM bundles a require of their own.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
console.log('API built into apps/api/dist');
