import type { Language } from '../../lib/language';
import type { RenderedDocument } from './rendered-document';

/*
 * The Markdown documents of src/content/<language>/, rendered to HTML at build time (markdown-pages.ts), each
 * loaded only when its page is opened. English is the source; a language without its own copy of a document shows
 * the English one.
 */
const DOCUMENTS = import.meta.glob<RenderedDocument>('../../content/*/*.md', { import: 'default' });

export type ContentDocument =
  | 'terms-of-use'
  | 'privacy'
  | 'about-us'
  | 'vision-mission'
  | '8-point-plan'
  | 'faq'
  | 'coming-soon'
  | 'accessibility';

const pathOf = (language: Language, name: ContentDocument) => `../../content/${language}/${name}.md`;

export function hasDocument(name: ContentDocument, language: Language = 'en'): boolean {
  return pathOf(language, name) in DOCUMENTS;
}

export interface LoadedDocument extends RenderedDocument {
  /** The language the text is in: the one asked for, or English when there is no translation yet. */
  language: Language;
}

/** The document in that language, or in English when it has not been translated. */
export async function loadDocument(name: ContentDocument, language: Language = 'en'): Promise<LoadedDocument> {
  const found: Language = hasDocument(name, language) ? language : 'en';
  const load = DOCUMENTS[pathOf(found, name)];
  if (!load) throw new Error(`Missing content document: ${name}.md`);
  return { ...(await load()), language: found };
}
