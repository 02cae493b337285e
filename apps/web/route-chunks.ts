import type { ChunkingContext } from 'rolldown';
import { isPublicRoute, pageModules } from './build-report';

/** Libraries a grouped module may import: every page loads them already (the `vendor` and shell files, icons). */
const LOADED_ANYWAY = /node_modules[\\/](preact|react-router|@tanstack|@lingui|lucide-react)[\\/]/;
/** Form code (controls, uploads, photos): signed-in pages and the sign-in forms use it, the public pages hardly. */
const FORM_CODE = /[\\/]src[\\/](components[\\/]form[\\/]|lib[\\/](upload|photo)\.ts$)/;
const PAGE = /[\\/]src[\\/](features[\\/][a-z-]+|app)[\\/]pages[\\/]/;
const SHARED = /[\\/]apps[\\/]web[\\/]src[\\/](components|lib)[\\/]|[\\/]packages[\\/]shared[\\/]/;
const ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+\.mjs)$/;
const ICON_INDEX = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
/** A shared module imported by at least this many public pages goes to `common`; by 2 or more, to `parts`. */
const COMMON_FROM = 10;

/** The feature folder of a module: `src/features/<name>/…`, or its English catalogue `src/locales/en.<name>.json`. */
function featureOf(id: string): string | undefined {
  return (
    id.match(/[\\/]src[\\/]features[\\/]([a-z-]+)[\\/]/)?.[1] ??
    id.match(/[\\/]src[\\/]locales[\\/]en\.([a-z-]+)\.json$/)?.[1]
  );
}

/** Module id → how many public pages import it statically, through any number of steps. */
function publicPageCounts(pages: Set<string>, ctx: ChunkingContext): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of pages) {
    const seen = new Set<string>();
    const walk = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) walk(next);
    };
    walk(page);
    for (const id of seen) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** Icon names a module imports from lucide (`import { Eye, X as Close } from 'lucide-react'`). */
function iconNames(code: string): string[] {
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)].flatMap(([, names = '']) =>
    names.split(',').map((name) => name.trim().split(/\s+as\s+/)[0] ?? ''),
  );
}

/** Icon name → its file, from lucide's index (`export { default as Eye, default as EyeIcon } from './icons/eye.mjs'`). */
function iconFiles(indexCode: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names = '', file = ''] of indexCode.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+\.mjs)'/g,
  )) {
    for (const [, name = ''] of names.matchAll(/default as (\w+)/g)) files.set(name, file);
  }
  return files;
}

/**
 * The `name` of the code-splitting group for the public pages' own modules (decision 0134): one file per feature
 * folder with its English catalogue, `common` for the shared components and helpers that many public pages use
 * with their icons, `parts` for the other shared ones. A module is grouped only when a public page imports it
 * statically, it is not a page, and its own imports reach no form code and no library beyond those every page
 * loads: a page that uses one module of a group downloads the whole file, so the file must not bring a form
 * library, an editor or another page with it. Everything else is left to the bundler, as before.
 * `root` is the web app's folder (src/app/route-modules.ts is read from it).
 */
export function publicRouteGroups(root: string) {
  const pages = new Set(
    [...pageModules(root)].filter(([route]) => isPublicRoute(route)).map(([, modulePath]) => modulePath),
  );
  let counts: Map<string, number> | undefined;
  let icons: Set<string> | undefined;
  const light = new Map<string, boolean>();

  const isLight = (id: string, ctx: ChunkingContext): boolean => {
    if (id.includes('node_modules')) return LOADED_ANYWAY.test(id);
    if (FORM_CODE.test(id)) return false;
    const known = light.get(id);
    if (known !== undefined) return known;
    light.set(id, true); // inside an import loop, the loop's other modules decide
    const result = (ctx.getModuleInfo(id)?.importedIds ?? []).every((next) => isLight(next, ctx));
    light.set(id, result);
    return result;
  };

  const groupOf = (id: string, ctx: ChunkingContext): string | null => {
    counts ??= publicPageCounts(pages, ctx);
    const pagesUsing = counts.get(id) ?? 0;
    if (pagesUsing === 0 || PAGE.test(id) || !isLight(id, ctx)) return null;
    if (!SHARED.test(id)) return featureOf(id) ?? null;
    // A shared module of one public page is left to the bundler: in `parts` it would cost the other pages bytes.
    if (pagesUsing === 1) return null;
    return pagesUsing >= COMMON_FROM ? 'common' : 'parts';
  };

  // Modules import icons by name from lucide's index, which imports every icon the build kept: the graph does
  // not say who uses which, so the names are read from the grouped modules' code.
  const publicIcons = (ctx: ChunkingContext): Set<string> => {
    counts ??= publicPageCounts(pages, ctx);
    const index = [...counts.keys()].find((id) => ICON_INDEX.test(id));
    const files = iconFiles(ctx.getModuleInfo(index ?? '')?.code ?? '');
    const used = [...counts.keys()]
      .filter((id) => groupOf(id, ctx))
      .flatMap((id) => iconNames(ctx.getModuleInfo(id)?.code ?? ''));
    return new Set(used.map((name) => files.get(name)).filter((file) => file !== undefined));
  };

  return (id: string, ctx: ChunkingContext): string | null => {
    const icon = id.match(ICON)?.[1];
    if (icon === undefined) return groupOf(id, ctx);
    // An icon is 0.2–0.5 KB: alone it would be one more request, so the public pages' icons go with `common`.
    icons ??= publicIcons(ctx);
    return icons.has(icon) ? 'common' : null;
  };
}
