import { Marked, type Tokens } from 'marked';
import { t } from '../../lib/i18n';

/** A heading may name its anchor: `## Bi mu {#follow-us}` — translations keep the English anchors this way. */
const EXPLICIT_ID = /\s*\{#([a-z0-9-]+)\}\s*$/;

/** Turns heading text into an anchor id: "Vision & Mission" → "vision-mission". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('mailto:') && !href.startsWith('tel:');
}

function createMarked(opensInNewTab: string): Marked {
  return new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const plain = this.parser.parseInline(tokens, this.parser.textRenderer);
        const explicit = EXPLICIT_ID.exec(plain)?.[1];
        const html = this.parser.parseInline(tokens).replace(EXPLICIT_ID, '');
        const id = explicit ?? slugify(plain);
        return `<h${depth}${id ? ` id="${id}"` : ''}>${html}</h${depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        const titleAttribute = title ? ` title="${escapeAttribute(title)}"` : '';
        if (isExternal(href)) {
          return `<a href="${escapeAttribute(href)}"${titleAttribute} target="_blank" rel="noopener noreferrer">${text}<span class="sr-only"> ${opensInNewTab}</span></a>`;
        }
        return `<a href="${escapeAttribute(href)}"${titleAttribute}>${text}</a>`;
      },
    },
  });
}

const instances = new Map<string, Marked>();

export interface RenderedDocument {
  /** The text of the document's first level-1 heading. */
  title: string;
  html: string;
}

/**
 * Renders one of our own Markdown files (trusted content from src/content) to HTML. `opensInNewTab` is the
 * screen-reader note after external links, in the page's language.
 */
export function renderMarkdown(markdown: string, opensInNewTab = t('common.opensInNewTab')): RenderedDocument {
  let instance = instances.get(opensInNewTab);
  if (!instance) {
    instance = createMarked(opensInNewTab);
    instances.set(opensInNewTab, instance);
  }
  const tokens = instance.lexer(markdown);
  const heading = tokens.find((token): token is Tokens.Heading => token.type === 'heading' && token.depth === 1);
  return { title: heading?.text.replace(EXPLICIT_ID, '').trim() ?? '', html: instance.parser(tokens) };
}
