import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Routes whose first load is printed after every build (all routes are in the JSON report). */
const PRINTED = ['/', '/homepage', '/post/:id'];

interface RouteCost {
  /** Files a browser downloads to show the route on a first visit: the entry and the page with their static imports. */
  files: string[];
  js: number;
  jsGzip: number;
  css: number;
  cssGzip: number;
}

/** Route path → page module source file, read from src/app/route-modules.ts. */
function pageModules(root: string): Map<string, string> {
  const source = fs.readFileSync(path.join(root, 'src/app/route-modules.ts'), 'utf8');
  const routes = new Map<string, string>();
  for (const match of source.matchAll(/'([^']+)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    const [, route, specifier] = match;
    if (route && specifier) routes.set(route, path.resolve(root, 'src/app', `${specifier}.tsx`));
  }
  return routes;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The build report: for every route, the JavaScript and CSS a first visit downloads before the page shows
 * (the entry chunk, the route's page chunk, and every chunk they import statically, with their CSS), raw and
 * gzipped. Written to dist/build-report.json and printed for the feed's routes, so a change that makes the
 * first load heavier is seen in the build output.
 */
export function buildReport(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'creative-ng-build-report',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { code: string; imports: string[]; css: string[]; module: string | null }>();
      const assets = new Map<string, Uint8Array | string>();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') {
          chunks.set(fileName, {
            code: output.code,
            imports: output.imports,
            css: [...(output.viteMetadata?.importedCss ?? [])],
            module: output.facadeModuleId,
          });
        } else {
          assets.set(fileName, output.source);
        }
      }
      const entries = [...Object.values(bundle)]
        .filter((output) => output.type === 'chunk' && output.isEntry)
        .map((output) => output.fileName);
      const byModule = new Map([...chunks].map(([fileName, chunk]) => [chunk.module, fileName]));

      const closure = (start: string[]) => {
        const seen = new Set<string>();
        const walk = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          for (const next of chunks.get(fileName)?.imports ?? []) walk(next);
        };
        for (const fileName of start) walk(fileName);
        return seen;
      };
      const sizeOf = (content: Uint8Array | string) => {
        const bytes = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
        return { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
      };

      const report: Record<string, RouteCost> = {};
      for (const [route, modulePath] of pageModules(root)) {
        const page = byModule.get(modulePath);
        if (!page) continue;
        const js = closure([...entries, page]);
        const css = new Set([...js].flatMap((fileName) => chunks.get(fileName)?.css ?? []));
        const cost: RouteCost = { files: [...js, ...css].sort(), js: 0, jsGzip: 0, css: 0, cssGzip: 0 };
        for (const fileName of js) {
          const size = sizeOf(chunks.get(fileName)?.code ?? '');
          cost.js += size.raw;
          cost.jsGzip += size.gzip;
        }
        for (const fileName of css) {
          const size = sizeOf(assets.get(fileName) ?? '');
          cost.css += size.raw;
          cost.cssGzip += size.gzip;
        }
        report[route] = cost;
      }

      this.emitFile({
        type: 'asset',
        fileName: 'build-report.json',
        source: `${JSON.stringify({ note: 'First-visit download per route (JS + CSS), bytes', routes: report }, null, 2)}\n`,
      });
      const lines = PRINTED.flatMap((route) => {
        const cost = report[route];
        return cost
          ? [
              `  ${route.padEnd(12)} JS ${kb(cost.jsGzip)} gzip (${kb(cost.js)}), CSS ${kb(cost.cssGzip)} gzip (${kb(cost.css)}), ${cost.files.length} files`,
            ]
          : [];
      });
      process.stdout.write(
        `\nFirst load per route (${outDir}/build-report.json has every route):\n${lines.join('\n')}\n`,
      );
    },
  };
}
