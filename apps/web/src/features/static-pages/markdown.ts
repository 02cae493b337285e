import { Marked, type Tokens } from 'marked';
import { escapeHtml, NEW_TAB_NOTE, type RenderedDocument } from './rendered-document';

/*
 * Our static pages' Markdown (src/content/<language>/*.md) is turned into HTML when the app is built
 * (markdown-pages.ts beside vite.config.ts), so no Markdown library reaches the browser. This module runs only in the build and in tests.
 */

/** A heading may name its anchor: `## Bi mu {#follow-us}` — translations keep the English anchors this way. */
const EXPLICIT_ID = /\s*\{#([a-z0-9-]+)\}\s*$/;

/** Link and image addresses content may use: our own paths and anchors, web pages, email and phone. */
const SAFE_URL = /^(?:\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;

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

function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('mailto:') && !href.startsWith('tel:');
}

const marked = new Marked({
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
      if (!SAFE_URL.test(href)) return text;
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      if (isExternal(href)) {
        return `<a href="${escapeHtml(href)}"${titleAttribute} target="_blank" rel="noopener noreferrer">${text}<span class="sr-only"> ${NEW_TAB_NOTE}</span></a>`;
      }
      return `<a href="${escapeHtml(href)}"${titleAttribute}>${text}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      if (!SAFE_URL.test(href)) return escapeHtml(text);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttribute}>`;
    },
    // Content is text: HTML written in a Markdown file is shown as written, never run.
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
  },
});

/** Renders one of our own Markdown files (src/content) to HTML. */
export function renderMarkdown(markdown: string): RenderedDocument {
  const tokens = marked.lexer(markdown);
  const heading = tokens.find((token): token is Tokens.Heading => token.type === 'heading' && token.depth === 1);
  return { title: heading?.text.replace(EXPLICIT_ID, '').trim() ?? '', html: marked.parser(tokens) };
}
