import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { type Alias, defineConfig } from 'vite';
import { buildReport } from './build-report';
import { linguiCatalogues } from './lingui-catalogues';
import { markdownPages } from './markdown-pages';
import { PREACT_ALIASES } from './preact-runtime';
import { publicRouteGroups } from './route-chunks';

/**
 * React Router publishes its code twice, and its package exports name only the development copy, which checks and
 * warns as it runs: a build takes the production copy (the same API, smaller and doing less work on the phone while
 * the page starts). Development and the tests keep the development copy and its warnings.
 */
const routerDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const PRODUCTION_ROUTER: Alias[] = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'production/dom-export.mjs') },
];

/** The API (apps/api) listens on 3000 and serves this build in production, on the same origin. */
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig(({ command, isSsrBuild }) => ({
  // Every route's first load is printed, and the build fails when one is over its budget (decisions 0041, 0080).
  plugins: [tailwindcss(), markdownPages(), linguiCatalogues(), buildReport()],
  resolve: { alias: command === 'build' ? [...PREACT_ALIASES, ...PRODUCTION_ROUTER] : PREACT_ALIASES },
  // The server build (`vite build --ssr`, decision 0089) is one self-contained module the API imports: every
  // library is bundled, so the Preact aliases apply to them too. It is written beside dist, never into it (dist is
  // served to browsers).
  ssr: { noExternal: true, target: 'node' as const },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: isSsrBuild
        ? { codeSplitting: false }
        : {
            codeSplitting: {
              groups: [
                {
                  // The libraries every page needs change rarely: one long-cached file, so repeat visits on
                  // costly data download only our own code again after a deploy.
                  name: 'vendor',
                  test: /node_modules[\\/](preact|react-router|@tanstack)[\\/]/,
                },
                {
                  // Everything else the entry imports statically (the shell: i18n, session, the top bar, its
                  // icons) goes into the entry's own file. Left to itself the bundler cut it into nine files of
                  // 0.2–21 KB, because pages import them too, and each is one more request on a phone's six
                  // connections before the first paint (decision 0133).
                  name: 'shell',
                  tags: ['$initial'],
                },
                {
                  // A public page's own modules: one file per feature, `common` and `parts` for the shared ones,
                  // instead of the 6–19 small files the bundler cut them into (decision 0134, route-chunks.ts).
                  // Declared after the shell, so the entry keeps what it imports.
                  name: publicRouteGroups(import.meta.dirname),
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/media': { target: API_ORIGIN, changeOrigin: true },
    },
  },
}));
