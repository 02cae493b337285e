import { describe, expect, it } from 'vitest';
import { hasDocument } from './content';
import { renderMarkdown, slugify } from './markdown';

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
    expect(html).toContain('(opens in a new tab)');
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
});
