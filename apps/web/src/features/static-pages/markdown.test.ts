import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasDocument, loadDocument } from './content';
import { renderMarkdown, slugify } from './markdown';
import { NEW_TAB_NOTE, withNewTabNote } from './rendered-document';

describe('renderMarkdown', () => {
  it('takes the title from the first heading and gives headings anchor ids', () => {
    const { title, html } = renderMarkdown('# Vision & Mission\n\nText.\n\n## Follow us\n');
    expect(title).toBe('Vision & Mission');
    expect(html).toContain('<h1 id="vision-mission">Vision &amp; Mission</h1>');
    expect(html).toContain('<h2 id="follow-us">Follow us</h2>');
  });

  it('keeps internal links in the app and opens external ones in a new tab', () => {
    const { html } = renderMarkdown('[FAQ](/faq) and [NDPC](https://ndpc.gov.ng)');
    expect(html).toContain('<a href="/faq">FAQ</a>');
    expect(html).toContain('href="https://ndpc.gov.ng" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain(`<span class="sr-only"> ${NEW_TAB_NOTE}</span>`);
    expect(withNewTabNote(html, '(opens in a new tab)')).toContain(
      '<span class="sr-only"> (opens in a new tab)</span>',
    );
  });

  it('shows HTML written in content as text and keeps only safe addresses', () => {
    const { html } = renderMarkdown(
      '<script>alert(1)</script>\n\nHi <img src=x onerror=alert(1)> [x](javascript:alert(1)) ![y](data:image/png;base64,AA) <!--opens-in-new-tab-->',
    );
    expect(html).not.toMatch(/<script|<img|href="javascript|<!--/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(withNewTabNote(html, '<b>note</b>')).not.toContain('<b>');
  });

  it('lets a heading keep a named anchor, so translations keep the English ones', () => {
    const { title, html } = renderMarkdown('# Game da mu {#about-us}\n\n## Bi mu {#follow-us}\n');
    expect(title).toBe('Game da mu');
    expect(html).toContain('<h1 id="about-us">Game da mu</h1>');
    expect(html).toContain('<h2 id="follow-us">Bi mu</h2>');
  });

  it('slugifies headings', () => {
    expect(slugify("The Ministry's 8-Point Plan")).toBe('the-ministry-s-8-point-plan');
    expect(slugify('1. Who we are')).toBe('1-who-we-are');
  });
});

describe('content documents', () => {
  it.each([
    'terms-of-use',
    'privacy',
    'about-us',
    'vision-mission',
    '8-point-plan',
    'faq',
    'coming-soon',
    'accessibility',
  ] as const)('%s.md exists', (name) => {
    expect(hasDocument(name)).toBe(true);
  });

  it('arrive rendered, in the language asked for or else in English', async () => {
    const about = await loadDocument('about-us', 'ha');
    expect(about.language).toBe('ha');
    expect(about.html).toContain('id="follow-us"');
    expect(about.html).not.toContain('{#');
    const accessibility = await loadDocument('accessibility', 'ha');
    expect(accessibility.language).toBe('en');
    expect(accessibility.title).not.toBe('');
  });
});

/** The anchors and the links of a document: a translation must keep both as the English has them. */
function anchorsAndLinks(markdown: string) {
  const { html } = renderMarkdown(markdown);
  const ids = [...html.matchAll(/<h\d id="([^"]+)"/g)].map((match) => match[1]);
  const links = [...html.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]);
  return { ids, links: links.sort() };
}

const CONTENT = path.resolve(__dirname, '../../content');

describe('translated content documents', () => {
  const translations = fs
    .readdirSync(CONTENT)
    .filter((language) => language !== 'en')
    .flatMap((language) => fs.readdirSync(path.join(CONTENT, language)).map((file) => [language, file] as const));

  it('each has an English source and keeps its anchors and links', () => {
    for (const [language, file] of translations) {
      const english = path.join(CONTENT, 'en', file);
      expect(fs.existsSync(english), `${language}/${file} has no English source`).toBe(true);
      const translated = fs.readFileSync(path.join(CONTENT, language, file), 'utf8');
      expect(anchorsAndLinks(translated), `${language}/${file}`).toEqual(
        anchorsAndLinks(fs.readFileSync(english, 'utf8')),
      );
    }
  });
});
