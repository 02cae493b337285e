import { Marked, type Tokens } from 'marked';
import { t } from '../../lib/i18n';

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

function createMarked(): Marked {
  return new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const html = this.parser.parseInline(tokens);
        const id = slugify(this.parser.parseInline(tokens, this.parser.textRenderer));
        return `<h${depth}${id ? ` id="${id}"` : ''}>${html}</h${depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        const titleAttribute = title ? ` title="${escapeAttribute(title)}"` : '';
        if (isExternal(href)) {
          return `<a href="${escapeAttribute(href)}"${titleAttribute} target="_blank" rel="noopener noreferrer">${text}<span class="sr-only"> ${t('common.opensInNewTab')}</span></a>`;
        }
        return `<a href="${escapeAttribute(href)}"${titleAttribute}>${text}</a>`;
      },
    },
  });
}

let instance: Marked | null = null;

export interface RenderedDocument {
  /** The text of the document's first level-1 heading. */
  title: string;
  html: string;
}

/** Renders one of our own Markdown files (trusted content from src/content) to HTML. */
export function renderMarkdown(markdown: string): RenderedDocument {
  instance ??= createMarked();
  const tokens = instance.lexer(markdown);
  const heading = tokens.find((token): token is Tokens.Heading => token.type === 'heading' && token.depth === 1);
  return { title: heading?.text.trim() ?? '', html: instance.parser(tokens) };
}
