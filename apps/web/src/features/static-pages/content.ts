/** The Markdown documents of src/content/en, each loaded only when its page is opened. */
const DOCUMENTS = import.meta.glob<string>('../../content/en/*.md', { query: '?raw', import: 'default' });

export type ContentDocument =
  | 'terms-of-use'
  | 'privacy'
  | 'about-us'
  | 'vision-mission'
  | '8-point-plan'
  | 'faq'
  | 'coming-soon'
  | 'accessibility';

export function hasDocument(name: ContentDocument): boolean {
  return `../../content/en/${name}.md` in DOCUMENTS;
}

export async function loadDocument(name: ContentDocument): Promise<string> {
  const load = DOCUMENTS[`../../content/en/${name}.md`];
  if (!load) throw new Error(`Missing content document: ${name}.md`);
  return load();
}
