import type { LanguageCode } from '@creative-ng/shared/i18n/languages';
import { escapeHtml } from '../../http/html';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from '../media/service';
import type { PagePreview } from './pages';

/** The platform's own card (apps/web/public/og-card.jpg), for pages without an image of their own. */
export const PLATFORM_CARD = '/og-card.jpg';

/** Where a stored image's preview JPEG is served (modules/previews/routes.ts). */
export const previewImagePath = (imageId: string) => `/og-image/${imageId}.jpg`;

const OG_LOCALE: Record<LanguageCode, string> = {
  en: 'en_NG',
  ha: 'ha_NG',
  yo: 'yo_NG',
  ig: 'ig_NG',
  pcm: 'pcm_NG',
};

/** The tags of a page's head that say what it is: canonical address, Open Graph, Twitter card, robots. */
export function headTags(preview: PagePreview, origin: string): string {
  const attr = (text: string) => escapeHtml(text);
  const meta = (kind: 'property' | 'name', key: string, value: string) =>
    `<meta ${kind}="${key}" content="${attr(value)}" />`;
  const image = `${origin}${preview.imageId ? previewImagePath(preview.imageId) : PLATFORM_CARD}`;
  const tags = [
    preview.noindex ? meta('name', 'robots', 'noindex') : '',
    preview.canonicalPath ? `<link rel="canonical" href="${attr(origin + preview.canonicalPath)}" />` : '',
    meta('property', 'og:site_name', 'CreativeNG'),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.headline),
    meta('property', 'og:description', preview.description),
    preview.canonicalPath ? meta('property', 'og:url', origin + preview.canonicalPath) : '',
    meta('property', 'og:locale', OG_LOCALE[preview.language]),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', String(PREVIEW_WIDTH)),
    meta('property', 'og:image:height', String(PREVIEW_HEIGHT)),
    meta('property', 'og:image:alt', preview.headline),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.headline),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', preview.headline),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * The built index.html with the page's language, title, description and preview tags. Only the shell's own
 * `<html lang>`, `<title>` and description are replaced; everything else (scripts, styles) is left as built.
 */
export function pageHtml(indexHtml: string, preview: PagePreview, origin: string): string {
  const title = `<title>${escapeHtml(preview.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(preview.description)}" />`;
  let html = indexHtml
    .replace(/<html\b[^>]*>/i, `<html lang="${preview.language}">`)
    .replace(/<title>[\s\S]*?<\/title>/i, () => title)
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/i, () => description);
  if (!html.includes(title)) html = html.replace(/<\/head>/i, () => `  ${title}\n  </head>`);
  if (!html.includes(description)) html = html.replace(/<\/head>/i, () => `  ${description}\n  </head>`);
  return html.replace(/<\/head>/i, () => `  ${headTags(preview, origin)}\n  </head>`);
}
