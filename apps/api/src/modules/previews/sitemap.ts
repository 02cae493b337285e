import { Readable } from 'node:stream';
import { WEB_ROUTES } from '@creative-ng/shared';
import { and, asc, eq, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, posts, sellerUsernames } from '../../db/schema/index';
import { escapeHtml } from '../../http/html';
import type { ListingService } from '../../listing-engine/service';
import { authorIsPublic } from '../feed/service';
import { isPublicPage } from './pages';

/*
 * sitemap.xml for a million items and more: an index of sitemaps, each at most 50,000 addresses (the protocol's
 * limit). Each kind of item is cut into ranges of its primary key holding at most that many rows, public or not,
 * so a range's end is found by walking the key's index (no count, no sort) and each sitemap reads its range by
 * keyset, a batch at a time, writing as it reads. Only what a visitor may see is listed: no private or
 * blacklisted account, nothing removed.
 */

export const SITEMAP_URLS = 50_000;
const BATCH = 5_000;

export interface Range {
  after: string | null;
  upTo: string | null;
}

/** One kind of page the sitemap lists (posts, profiles…). */
export interface SitemapSource {
  name: string;
  /** The id `step` rows after `after` (any row, public or not), or undefined past the last. */
  idAfter(after: string | null, step: number): Promise<string | undefined>;
  /** Public pages of the range, at most `limit`, in key order; `key` continues the keyset. */
  publicPages(range: Range, limit: number): Promise<{ key: string; path: string; lastmod?: Date }[]>;
}

/** What the listing engine lends the sitemap for each of its kinds. */
type SitemapReads = Pick<ListingService<unknown, unknown, unknown>, 'sitemap'>;

type KeyedTable = typeof posts | typeof accounts | typeof sellerUsernames;
type Key = typeof posts.id | typeof accounts.id | typeof sellerUsernames.accountId;

/** The keys of a range: after `after`, up to and with `upTo`. */
const between = (key: Key, range: Range): SQL | undefined =>
  and(range.after ? gt(key, range.after) : undefined, range.upTo ? lte(key, range.upTo) : undefined);

/** A step through a uuid primary key: the id `step` rows on. */
async function stepThrough(
  db: Database,
  table: KeyedTable,
  column: Key,
  after: string | null,
  step: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: column })
    .from(table)
    .where(after ? gt(column, after) : undefined)
    .orderBy(asc(column))
    .offset(step - 1)
    .limit(1);
  return row?.id;
}

/** A kind of page read from its own table by its uuid key (posts, profiles, sellers). */
interface TableKind {
  name: string;
  table: KeyedTable;
  key: Key;
  /** The account the row shows, joined for `visible` to read; none when the table is `accounts` itself. */
  owner?: typeof posts.authorAccountId | typeof sellerUsernames.accountId;
  /** Which rows a visitor may see. */
  visible: SQL;
  /** What the page's address is made of: the key, or another column (a seller's username). */
  slug?: typeof sellerUsernames.username;
  lastmod?: typeof posts.updatedAt | typeof accounts.updatedAt;
  path: (slug: string) => string;
}

/** The kind's public pages of a range, by keyset on its key, and its ranges' ends found by stepping the key. */
function tableSource(db: Database, kind: TableKind): SitemapSource {
  const { table, key, owner, visible, slug = key, lastmod, path } = kind;
  return {
    name: kind.name,
    idAfter: (after, step) => stepThrough(db, table, key, after, step),
    async publicPages(range, limit) {
      const query = db
        .select({ key, slug, lastmod: lastmod ?? sql<null>`null` })
        .from(table)
        .$dynamic();
      const rows = await (owner ? query.innerJoin(accounts, eq(accounts.id, owner)) : query)
        .where(and(between(key, range), visible))
        .orderBy(asc(key))
        .limit(limit);
      return rows.map((row) => ({ key: row.key, path: path(row.slug), lastmod: row.lastmod ?? undefined }));
    },
  };
}

function listingSource(name: string, path: (id: string) => string, service: SitemapReads): SitemapSource {
  return {
    name,
    idAfter: (after, step) => service.sitemap.idAfter(after, step),
    publicPages: async (range, limit) =>
      (await service.sitemap.publicIds(range, limit)).map((id) => ({ key: id, path: path(id) })),
  };
}

/** Every kind the sitemap lists, each read as the public sees it. */
export function sitemapSources(
  db: Database,
  features: {
    products: SitemapReads;
    listings: { tools: SitemapReads; opportunities: SitemapReads; trainings: SitemapReads };
  },
): SitemapSource[] {
  return [
    tableSource(db, {
      name: 'posts',
      table: posts,
      key: posts.id,
      owner: posts.authorAccountId,
      visible: and(isNull(posts.removedAt), authorIsPublic) as SQL,
      lastmod: posts.updatedAt,
      path: (id) => `/post/${id}`,
    }),
    tableSource(db, {
      name: 'profiles',
      table: accounts,
      key: accounts.id,
      // Listed: has its profile, public, email confirmed, not blacklisted and, for partners, approved.
      visible: eq(accounts.listed, true),
      lastmod: accounts.updatedAt,
      path: (id) => `/profile/${id}`,
    }),
    tableSource(db, {
      name: 'sellers',
      table: sellerUsernames,
      key: sellerUsernames.accountId,
      owner: sellerUsernames.accountId,
      visible: and(eq(accounts.listed, true), inArray(accounts.role, ['user', 'business'])) as SQL,
      slug: sellerUsernames.username,
      path: (username) => `/user-products/${encodeURIComponent(username)}`,
    }),
    listingSource('products', (id) => `/marketdetailsPage/${id}`, features.products),
    listingSource('tools', (id) => `/tooldetailsPage/${id}`, features.listings.tools),
    listingSource('opportunities', (id) => `/opportunitydetails/${id}`, features.listings.opportunities),
    listingSource('trainings', (id) => `/training/${id}`, features.listings.trainings),
  ];
}

/** Where each sitemap of a kind starts: null for the first, then the last id of each full range. */
export async function rangeStarts(source: SitemapSource, size = SITEMAP_URLS): Promise<(string | null)[]> {
  const starts: (string | null)[] = [null];
  for (;;) {
    const end = await source.idAfter(starts[starts.length - 1] ?? null, size);
    if (!end) return starts;
    starts.push(end);
  }
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The sitemap index: the static pages' sitemap and every range of every kind. */
export async function sitemapIndex(origin: string, sources: SitemapSource[], size = SITEMAP_URLS): Promise<string> {
  const locations = [`${origin}/sitemaps/pages.xml`];
  for (const source of sources) {
    for (const start of await rangeStarts(source, size)) {
      locations.push(`${origin}/sitemaps/${source.name}/${start ?? 'start'}.xml`);
    }
  }
  const entries = locations.map((loc) => `  <sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

const urlEntry = (loc: string, lastmod?: Date) =>
  `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;

/** The sitemap of the public pages that are not items (home, lists, about, FAQ…). */
export function pagesSitemap(origin: string): string {
  const paths = WEB_ROUTES.map((route) => route.path).filter(isPublicPage);
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${paths.map((path) => urlEntry(origin + encodeURI(path))).join('')}</urlset>\n`;
}

/** One range of a kind, streamed: its end is found first, then its public pages are read a batch at a time. */
export function rangeSitemap(
  origin: string,
  source: SitemapSource,
  after: string | null,
  size = SITEMAP_URLS,
): Readable {
  async function* lines() {
    const upTo = (await source.idAfter(after, size)) ?? null;
    yield `${XML_HEAD}<urlset xmlns="${NS}">\n`;
    let from = after;
    for (;;) {
      const pages = await source.publicPages({ after: from, upTo }, BATCH);
      yield pages.map((page) => urlEntry(origin + page.path, page.lastmod)).join('');
      const last = pages[pages.length - 1];
      if (pages.length < BATCH || !last) break;
      from = last.key;
    }
    yield '</urlset>\n';
  }
  return Readable.from(lines());
}
