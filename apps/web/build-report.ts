import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
// By path: Vite loads its config's own files, not the workspace packages' TypeScript.
import { WEB_ROUTES } from '../../packages/shared/src/web-routes';

/**
 * What a first visit may download (JS + CSS, gzip), shell included: a page anyone may open, and a page for
 * signed-in people (decision 0041). The build fails when a route goes over.
 */
export const FIRST_LOAD_BUDGET = { public: 120 * 1024, signedIn: 160 * 1024 } as const;

interface RouteCost {
  /** Files a browser downloads to show the route on a first visit: the entry and the page with their static imports. */
  files: string[];
  js: number;
  jsGzip: number;
  css: number;
  cssGzip: number;
  /** The route's budget for jsGzip + cssGzip. */
  budget: number;
  /** The source modules that weigh most in those files (rendered bytes before compression), heaviest first. */
  heaviest: { module: string; bytes: number }[];
}

/** Route path → page module source file, read from src/app/route-modules.ts. */
export function pageModules(root: string): Map<string, string> {
  const source = fs.readFileSync(path.join(root, 'src/app/route-modules.ts'), 'utf8');
  const routes = new Map<string, string>();
  for (const match of source.matchAll(/'([^']+)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    const [, route, specifier] = match;
    if (route && specifier) routes.set(route, path.resolve(root, 'src/app', `${specifier}.tsx`));
  }
  return routes;
}

/** Whether anyone may open the route (WEB_ROUTES gives it no roles). */
export function isPublicRoute(route: string): boolean {
  return !WEB_ROUTES.find((candidate) => candidate.path === route)?.roles;
}

function budgetOf(route: string): number {
  return isPublicRoute(route) ? FIRST_LOAD_BUDGET.public : FIRST_LOAD_BUDGET.signedIn;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A module id as a short name: the package, or the path inside the repository. */
function shortName(id: string, root: string): string {
  const inPackage = id.match(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/);
  if (inPackage?.[1]) return inPackage[1];
  return path.relative(path.resolve(root, '../..'), id.replace(/\?.*$/, ''));
}

/**
 * The build report: for every route, the JavaScript and CSS a first visit downloads before the page shows
 * (the entry chunk, the route's page chunk, and every chunk they import statically, with their CSS), raw and
 * gzipped, against the route's budget. Written to dist/build-report.json (with each route's heaviest modules, to
 * see what to move out of the first load) and printed, every route; with `enforce`, the build fails when one is
 * over budget.
 */
export function buildReport({ enforce = true }: { enforce?: boolean } = {}): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'creative-ng-build-report',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    // After Vite's own last changes to the chunks (the preload helper and its list of files go into the entry
    // in generateBundle): the bytes measured are the bytes written.
    writeBundle(_options, bundle) {
      type ChunkFacts = {
        code: string;
        imports: string[];
        css: string[];
        module: string | null;
        modules: Record<string, number>;
      };
      const chunks = new Map<string, ChunkFacts>();
      const assets = new Map<string, Uint8Array | string>();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') {
          chunks.set(fileName, {
            code: output.code,
            imports: output.imports,
            css: [...(output.viteMetadata?.importedCss ?? [])],
            module: output.facadeModuleId,
            modules: Object.fromEntries(
              Object.entries(output.modules).map(([id, facts]) => [id, facts.renderedLength]),
            ),
          });
        } else {
          assets.set(fileName, output.source);
        }
      }
      const entries = [...Object.values(bundle)]
        .filter((output) => output.type === 'chunk' && output.isEntry)
        .map((output) => output.fileName);
      // A page module is its own chunk's facade, or one module of a group's file (vite.config.ts codeSplitting).
      const byModule = new Map(
        [...chunks].flatMap(([fileName, chunk]) => Object.keys(chunk.modules).map((id) => [id, fileName] as const)),
      );

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
      const gzipped = new Map<string, number>();
      const sizeOf = (fileName: string, content: Uint8Array | string) => {
        const bytes = Buffer.from(content);
        let gzip = gzipped.get(fileName);
        if (gzip === undefined) {
          gzip = zlib.gzipSync(bytes, { level: 9 }).length;
          gzipped.set(fileName, gzip);
        }
        return { raw: bytes.length, gzip };
      };

      const report: Record<string, RouteCost> = {};
      for (const [route, modulePath] of pageModules(root)) {
        const page = byModule.get(modulePath);
        // A route the report cannot find would go unmeasured and escape its budget.
        if (!page) this.error(`No chunk holds ${route}'s page module (${modulePath}).`);
        const js = closure([...entries, page]);
        const css = new Set([...js].flatMap((fileName) => chunks.get(fileName)?.css ?? []));
        const cost: RouteCost = {
          files: [...js, ...css].sort(),
          js: 0,
          jsGzip: 0,
          css: 0,
          cssGzip: 0,
          budget: budgetOf(route),
          heaviest: [],
        };
        const weights = new Map<string, number>();
        for (const fileName of js) {
          const chunk = chunks.get(fileName);
          const size = sizeOf(fileName, chunk?.code ?? '');
          cost.js += size.raw;
          cost.jsGzip += size.gzip;
          for (const [id, bytes] of Object.entries(chunk?.modules ?? {})) {
            const name = shortName(id, root);
            weights.set(name, (weights.get(name) ?? 0) + bytes);
          }
        }
        for (const fileName of css) {
          const size = sizeOf(fileName, assets.get(fileName) ?? '');
          cost.css += size.raw;
          cost.cssGzip += size.gzip;
        }
        cost.heaviest = [...weights]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 15)
          .map(([module, bytes]) => ({ module, bytes }));
        report[route] = cost;
      }

      // What each file of a first load carries, to see which module pulls a library in.
      const files: Record<string, { gzip: number; modules: Record<string, number> }> = {};
      for (const fileName of new Set(Object.values(report).flatMap((cost) => cost.files))) {
        const chunk = chunks.get(fileName);
        const modules: Record<string, number> = {};
        for (const [id, bytes] of Object.entries(chunk?.modules ?? {}).sort((a, b) => b[1] - a[1])) {
          const name = shortName(id, root);
          modules[name] = (modules[name] ?? 0) + bytes;
        }
        files[fileName] = { gzip: gzipped.get(fileName) ?? 0, modules };
      }
      fs.writeFileSync(
        path.resolve(root, outDir, 'build-report.json'),
        `${JSON.stringify({ note: 'First-visit download per route (JS + CSS), bytes', routes: report, files }, null, 2)}\n`,
      );
      const over = Object.entries(report).filter(([, cost]) => cost.jsGzip + cost.cssGzip > cost.budget);
      const lines = Object.entries(report)
        .sort((a, b) => b[1].jsGzip + b[1].cssGzip - (a[1].jsGzip + a[1].cssGzip))
        .map(([route, cost]) => {
          const total = cost.jsGzip + cost.cssGzip;
          const mark = total > cost.budget ? 'OVER' : 'ok  ';
          return `  ${mark} ${route.padEnd(26)} ${kb(total).padStart(9)} of ${kb(cost.budget)}  (JS ${kb(cost.jsGzip)}, CSS ${kb(cost.cssGzip)}, ${cost.files.length} files)`;
        });
      process.stdout.write(
        `\nFirst load per route, gzip (${outDir}/build-report.json lists the files and heaviest modules):\n${lines.join('\n')}\n`,
      );
      if (enforce && over.length > 0) {
        this.error(
          `${over.length} route(s) over their first-load budget (${kb(FIRST_LOAD_BUDGET.public)} public, ${kb(FIRST_LOAD_BUDGET.signedIn)} signed in): ${over.map(([route]) => route).join(', ')}. See ${outDir}/build-report.json for what each carries.`,
        );
      }
    },
  };
}
