/** A static page's Markdown as the build turns it into HTML (markdown.ts), and what the page does with it. */
export interface RenderedDocument {
  /** The text of the document's first level-1 heading. */
  title: string;
  /** The page's HTML, with `NEW_TAB_NOTE` where the note after each external link goes. */
  html: string;
}

/**
 * Stands where the screen-reader note after an external link goes ('opens in a new tab'), so the page can say it in
 * the reader's language. Content cannot produce it: raw HTML in a Markdown file is escaped.
 */
export const NEW_TAB_NOTE = '<!--opens-in-new-tab-->';

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The rendered HTML with the note after each external link in the reader's language. */
export function withNewTabNote(html: string, note: string): string {
  return html.replaceAll(NEW_TAB_NOTE, escapeHtml(note));
}
