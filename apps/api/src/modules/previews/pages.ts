import { WEB_ROUTES } from '@creative-ng/shared';
import type { MessageCode } from '@creative-ng/shared/i18n/codes';
import type { LanguageCode } from '@creative-ng/shared/i18n/languages';
import { AppError } from '../../http/errors';
import { messageText } from '../../i18n/index';

/*
 * What a shareable page is about, for its link preview (Open Graph and Twitter card tags) and its <title>: read
 * through each feature's own service, as a visitor (no session) sees it. Anything a visitor may not see (private,
 * blacklisted, removed, missing) gives the generic preview and noindex, never a word of the item.
 */

/** What each feature lends the previews: its public item as a visitor sees it, undefined when hidden or missing. */
export interface PreviewSources {
  post(id: string): Promise<{ title: string; description: string; images: string[]; author: string } | undefined>;
  profile(id: string): Promise<Person | undefined>;
  product(id: string): Promise<ItemFacts | undefined>;
  seller(username: string): Promise<Person | undefined>;
  tool(id: string): Promise<ItemFacts | undefined>;
  opportunity(id: string): Promise<ItemFacts | undefined>;
  training(id: string): Promise<ItemFacts | undefined>;
  /** The id of the stored image at this address (a platform image), for its preview JPEG; undefined otherwise. */
  imageId(url: string): Promise<string | undefined>;
}

/** A member as a preview shows them. */
export interface Person {
  name: string;
  about: string | null;
  photo: string | null;
}

export interface ItemFacts {
  title: string;
  description: string;
  images: string[];
  author: string;
}

export interface PagePreview {
  /** <title> and og:title. */
  title: string;
  /** Shown as og:title (the item's own title, without the site's name). */
  headline: string;
  description: string;
  /** og:type. */
  type: 'website' | 'article' | 'profile' | 'product';
  /** The id of the platform image to show, or null for the platform card. */
  imageId: string | null;
  /** Search engines keep it out of their index (signed-in pages, hidden or missing items, unknown paths). */
  noindex: boolean;
  /** The page's own address (path only; the caller adds the origin), null when noindex. */
  canonicalPath: string | null;
  language: LanguageCode;
}

type Resolver = (param: string, sources: PreviewSources) => Promise<Item | undefined>;
interface Item {
  headline: string;
  description: string;
  image: string | null;
  type: PagePreview['type'];
  /** Words for when the item has no description of its own. */
  fallback: { code: MessageCode; name: string };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DESCRIPTION_CHARS = 200;

/** A missing or hidden item: the feature's 404 (or an id that cannot be one) means no preview. */
async function unlessHidden<T>(read: () => Promise<T | undefined>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 403)) return undefined;
    throw error;
  }
}

const byId =
  (read: (id: string, sources: PreviewSources) => Promise<Item | undefined>): Resolver =>
  (id, sources) =>
    UUID.test(id) ? unlessHidden(() => read(id.toLowerCase(), sources)) : Promise.resolve(undefined);

const listing =
  (kind: 'product' | 'tool' | 'opportunity' | 'training', type: PagePreview['type']) =>
  async (id: string, sources: PreviewSources): Promise<Item | undefined> => {
    const item = await sources[kind](id);
    return (
      item && {
        headline: item.title,
        description: item.description,
        image: item.images[0] ?? null,
        type,
        fallback: { code: 'preview.listedBy', name: item.author },
      }
    );
  };

/** The shareable item pages, by their path in WEB_ROUTES (packages/shared/src/web-routes.ts). */
const ITEM_PAGES: Readonly<Record<string, Resolver>> = {
  '/post/:id': byId(async (id, sources) => {
    const post = await sources.post(id);
    return (
      post && {
        headline: post.title,
        description: post.description,
        image: post.images[0] ?? null,
        type: 'article',
        fallback: { code: 'preview.postBy', name: post.author },
      }
    );
  }),
  '/profile/:id': byId(profile),
  '/publicProfile/:refId': byId(profile),
  '/marketdetailsPage/:id': byId(listing('product', 'product')),
  '/tooldetailsPage/:id': byId(listing('tool', 'article')),
  '/opportunitydetails/:id': byId(listing('opportunity', 'article')),
  '/opportunity/:id': byId(listing('opportunity', 'article')),
  '/training/:id': byId(listing('training', 'article')),
  '/user-products/:username': (username, sources) =>
    /^[a-z0-9][a-z0-9_-]{0,59}$/i.test(username)
      ? unlessHidden(async () => {
          const seller = await sources.seller(username);
          return seller && personItem(seller, 'preview.productsOf');
        })
      : Promise.resolve(undefined),
};

async function profile(id: string, sources: PreviewSources): Promise<Item | undefined> {
  const found = await sources.profile(id);
  return found && personItem(found, 'preview.profileOf');
}

/** A page about a person (their profile, a seller's products): their name, what they say of themselves, their picture. */
function personItem(person: Person, fallback: MessageCode): Item {
  return {
    headline: person.name,
    description: person.about ?? '',
    image: person.photo,
    type: 'profile',
    fallback: { code: fallback, name: person.name },
  };
}

/** The public list pages and their names. */
const LIST_PAGES: Readonly<Record<string, MessageCode>> = {
  '/directorypage': 'preview.directory',
  '/marketpage': 'preview.marketplace',
  '/toolspage': 'preview.tools',
  '/opportunitypage': 'preview.opportunities',
  '/trainingpage': 'preview.trainings',
  '/trainingPage': 'preview.trainings',
};

/** Pages of the sign-up and sign-in flows: public, but nothing for a search engine or a preview. */
const FLOW_LAYOUTS = new Set(['auth']);
const FLOW_PATHS = new Set(['/login', '/admin-login', '/creative', '/partner', '/business']);

const ROUTES = WEB_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&').replace(/:[A-Za-z]+/g, '([^/]+)')}$`),
}));

/** The route of a path (as the web app's router would match it), and its one parameter. */
function matchRoute(pathname: string) {
  for (const { route, pattern } of ROUTES) {
    const match = pattern.exec(pathname);
    if (match) return { route, param: match[1] === undefined ? undefined : safeDecode(match[1]) };
  }
  return undefined;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Whether a path is a page anyone may open and a search engine may keep (no parameter, not a sign-in step). */
export function isPublicPage(path: string): boolean {
  const route = WEB_ROUTES.find((r) => r.path === path);
  return (
    !!route && !route.roles && !route.path.includes(':') && !FLOW_LAYOUTS.has(route.layout) && !FLOW_PATHS.has(path)
  );
}

/** Text for a description: one line, at most 200 characters, cut at a word with '…'. */
export function summary(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_CHARS) return line;
  const cut = line.slice(0, DESCRIPTION_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** What the page at this path is about, in this language. */
export async function pagePreview(
  pathname: string,
  language: LanguageCode,
  sources: PreviewSources,
): Promise<PagePreview> {
  const words = (code: MessageCode, params: Record<string, string> = {}) => messageText(language, { code, params });
  const site: PagePreview = {
    title: words('preview.siteTitle'),
    headline: words('preview.siteTitle'),
    description: words('preview.siteDescription'),
    type: 'website',
    imageId: null,
    noindex: false,
    canonicalPath: pathname,
    language,
  };
  const hidden: PagePreview = { ...site, noindex: true, canonicalPath: null };
  const matched = matchRoute(pathname);
  if (!matched) return hidden;
  const { route, param } = matched;

  const list = LIST_PAGES[route.path];
  if (list) {
    const page = words(list);
    return { ...site, title: words('preview.pageTitle', { page }), headline: page };
  }
  const resolve = ITEM_PAGES[route.path];
  if (resolve && param !== undefined) {
    const item = await resolve(param, sources);
    if (!item) return hidden;
    const fallback = words(item.fallback.code, { name: item.fallback.name });
    const headline = summary(item.headline) || fallback;
    const description = summary(item.description) || fallback;
    const imageId = item.image ? ((await sources.imageId(item.image)) ?? null) : null;
    return {
      ...site,
      title: words('preview.pageTitle', { page: headline }),
      headline,
      description,
      type: item.type,
      imageId,
    };
  }
  return isPublicPage(route.path) ? site : hidden;
}
