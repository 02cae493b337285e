import type { Plugin } from 'vite';
import { renderMarkdown } from './src/features/static-pages/markdown';

/** Our static pages' Markdown files. */
const CONTENT_FILE = /[\\/]src[\\/]content[\\/][a-z]+[\\/][a-z0-9-]+\.md$/;

/**
 * Turns an imported src/content/<language>/<document>.md into a module whose default export is its rendered
 * `{ title, html }`, at build time: the browser gets HTML, not the Markdown library.
 */
export function markdownPages(): Plugin {
  return {
    name: 'creative-ng:markdown-pages',
    enforce: 'pre',
    transform(source, id) {
      if (!CONTENT_FILE.test(id)) return null;
      return { code: `export default ${JSON.stringify(renderMarkdown(source))};`, map: null };
    },
  };
}
