import { Readable } from 'node:stream';
import { WEB_ROUTES } from '@creative-ng/shared';
import { and, asc, eq, gt, inArray, isNull, lte, type SQL } from 'drizzle-orm';
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

const between = (column: typeof posts.id | typeof accounts.id, range: Range): SQL | undefined =>
  and(range.after ? gt(column, range.after) : undefined, range.upTo ? lte(column, range.upTo) : undefined);

/** A step through a uuid primary key: the id `step` rows on. */
async function stepThrough(
  db: Database,
  table: typeof posts | typeof accounts | typeof sellerUsernames,
  column: typeof posts.id | typeof accounts.id | typeof sellerUsernames.accountId,
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
    {
      name: 'posts',
      idAfter: (after, step) => stepThrough(db, posts, posts.id, after, step),
      async publicPages(range, limit) {
        const rows = await db
          .select({ id: posts.id, updatedAt: posts.updatedAt })
          .from(posts)
          .innerJoin(accounts, eq(accounts.id, posts.authorAccountId))
          .where(and(between(posts.id, range), isNull(posts.removedAt), authorIsPublic))
          .orderBy(asc(posts.id))
          .limit(limit);
        return rows.map((row) => ({ key: row.id, path: `/post/${row.id}`, lastmod: row.updatedAt }));
      },
    },
    {
      name: 'profiles',
      idAfter: (after, step) => stepThrough(db, accounts, accounts.id, after, step),
      async publicPages(range, limit) {
        // Listed: has its profile, public, email confirmed, not blacklisted and, for partners, approved.
        const rows = await db
          .select({ id: accounts.id, updatedAt: accounts.updatedAt })
          .from(accounts)
          .where(and(between(accounts.id, range), eq(accounts.listed, true)))
          .orderBy(asc(accounts.id))
          .limit(limit);
        return rows.map((row) => ({ key: row.id, path: `/profile/${row.id}`, lastmod: row.updatedAt }));
      },
    },
    {
      name: 'sellers',
      idAfter: (after, step) => stepThrough(db, sellerUsernames, sellerUsernames.accountId, after, step),
      async publicPages(range, limit) {
        const rows = await db
          .select({ id: sellerUsernames.accountId, username: sellerUsernames.username })
          .from(sellerUsernames)
          .innerJoin(accounts, eq(accounts.id, sellerUsernames.accountId))
          .where(
            and(
              range.after ? gt(sellerUsernames.accountId, range.after) : undefined,
              range.upTo ? lte(sellerUsernames.accountId, range.upTo) : undefined,
              eq(accounts.listed, true),
              inArray(accounts.role, ['user', 'business']),
            ),
          )
          .orderBy(asc(sellerUsernames.accountId))
          .limit(limit);
        return rows.map((row) => ({ key: row.id, path: `/user-products/${encodeURIComponent(row.username)}` }));
      },
    },
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
