import { WEB_ROUTES } from '@creative-ng/shared';
import { isLanguageCode, type LanguageCode } from '@creative-ng/shared/i18n/languages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { requestLanguage } from '../../i18n/index';
import { isPublicPage } from './pages';
import { pagesSitemap, rangeSitemap, SITEMAP_URLS, type SitemapSource, sitemapIndex } from './sitemap';

/** The cookie the web app keeps the chosen language in (apps/web/src/lib/language.tsx), read before Accept-Language. */
export const LANGUAGE_COOKIE = 'cng_lang';

/** The language a page is worded in: the reader's choice (its cookie), else the browser's Accept-Language. */
export function pageLanguage(request: FastifyRequest): LanguageCode {
  const cookie = request.headers.cookie ?? '';
  const chosen = /(?:^|;\s*)cng_lang=([a-z]{2,3})(?:;|$)/.exec(cookie)?.[1];
  return isLanguageCode(chosen) ? chosen : requestLanguage(request);
}

/**
 * The platform's address for links it hands out (canonical, og:url, og:image, sitemaps): PUBLIC_URL when set
 * (it should be, in production), else the address this request came to.
 */
export function originFor(publicUrl: string | undefined) {
  return (request: FastifyRequest): string =>
    publicUrl ? publicUrl.replace(/\/$/, '') : `${request.protocol}://${request.host}`;
}

const PREVIEW_CACHE = 'public, max-age=604800';
const SITEMAP_CACHE = 'public, max-age=3600';
/** The sitemap index walks every kind's key: kept this long per origin. */
const INDEX_KEPT_MS = 10 * 60_000;

export interface PreviewRoutesOptions {
  /** The link-preview JPEG of a stored image by its id (media service), undefined when there is none. */
  previewOf(id: string): Promise<Buffer | undefined>;
  sources: SitemapSource[];
  origin(request: FastifyRequest): string;
  /** Addresses per sitemap (tests make it small). */
  sitemapUrls?: number;
}

/**
 * What link previews and search engines read besides the pages themselves: `/og-image/{id}.jpg` (a stored image
 * of ours as a 1200 × 630 JPEG; any other address is a 404, never fetched), `/robots.txt`, `/sitemap.xml` and its
 * sitemaps under `/sitemaps/`.
 */
export const previewRoutes: FastifyPluginAsyncZod<PreviewRoutesOptions> = async (app, options) => {
  const size = options.sitemapUrls ?? SITEMAP_URLS;
  const hide = { hide: true };

  app.get(
    '/og-image/:file',
    { schema: { ...hide, params: z.object({ file: z.string().max(60) }) } },
    async (request, reply) => {
      const id = /^([0-9a-f-]{36})\.jpg$/i.exec(request.params.file)?.[1];
      const jpeg = id ? await options.previewOf(id) : undefined;
      if (!jpeg) throw notFound();
      return reply
        .header('cache-control', PREVIEW_CACHE)
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('x-content-type-options', 'nosniff')
        .type('image/jpeg')
        .send(jpeg);
    },
  );

  app.get('/robots.txt', { schema: hide }, async (request, reply) => {
    // Signed-in pages and the sign-in and sign-up steps; a path without parameters is closed exactly ('$'), so
    // '/funding' does not close '/fundingpage'.
    const closed = WEB_ROUTES.filter(
      (route) => route.roles || (!route.path.includes(':') && route.path !== '/' && !isPublicPage(route.path)),
    ).map((route) => (route.path.includes(':') ? route.path.replace(/:[A-Za-z]+.*$/, '') : `${route.path}$`));
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...[...new Set(closed)].map((path) => `Disallow: ${path}`),
      'Disallow: /dev/',
      '',
      `Sitemap: ${options.origin(request)}/sitemap.xml`,
      '',
    ];
    return reply
      .header('cache-control', 'public, max-age=86400')
      .type('text/plain; charset=utf-8')
      .send(lines.join('\n'));
  });

  const indexes = new Map<string, { at: number; xml: Promise<string> }>();
  app.get('/sitemap.xml', { schema: hide }, async (request, reply) => {
    const origin = options.origin(request);
    let kept = indexes.get(origin);
    if (!kept || Date.now() - kept.at > INDEX_KEPT_MS) {
      kept = { at: Date.now(), xml: sitemapIndex(origin, options.sources, size) };
      kept.xml.catch(() => indexes.delete(origin));
      if (indexes.size > 10) indexes.clear();
      indexes.set(origin, kept);
    }
    return reply
      .header('cache-control', SITEMAP_CACHE)
      .type('application/xml; charset=utf-8')
      .send(await kept.xml);
  });

  app.get('/sitemaps/pages.xml', { schema: hide }, async (request, reply) =>
    reply
      .header('cache-control', SITEMAP_CACHE)
      .type('application/xml; charset=utf-8')
      .send(pagesSitemap(options.origin(request))),
  );

  app.get(
    '/sitemaps/:name/:file',
    { schema: { ...hide, params: z.object({ name: z.string().max(40), file: z.string().max(60) }) } },
    async (request, reply) => {
      const source = options.sources.find((s) => s.name === request.params.name);
      const from = /^(start|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.xml$/.exec(
        request.params.file,
      )?.[1];
      if (!source || !from) throw notFound();
      return reply
        .header('cache-control', SITEMAP_CACHE)
        .type('application/xml; charset=utf-8')
        .send(rangeSitemap(options.origin(request), source, from === 'start' ? null : from, size));
    },
  );
};
