import { describe, expect, it } from 'vitest';
import { applyCatalogue, i18nOf, type LanguageCode, loadCatalogue, type Translate, t } from '../../../lib/i18n';
import { describeNotice } from './describe';

for (const language of ['ha', 'pcm'] as const) applyCatalogue(await loadCatalogue(language, ['core']));

const inLanguage =
  (language: LanguageCode): Translate =>
  (key, vars) =>
    i18nOf(language)._(key, vars);

const notice = (kind: string, data: Record<string, unknown>) => ({
  id: '1',
  kind,
  data,
  read: false,
  created_at: '2026-11-22T10:00:00.000Z',
});

describe('notice wording', () => {
  it('words a like and links to the post', () => {
    expect(describeNotice(notice('post_liked', { post_id: 'p1', title: 'My mural', by_name: 'Ada Obi' }), t)).toEqual({
      text: 'Ada Obi liked your post “My mural”.',
      href: '/post/p1',
    });
  });

  it('gives the reason when content was removed', () => {
    expect(describeNotice(notice('content_removed', { title: 'Spam', reason: 'Advertising' }), t).text).toBe(
      'Your “Spam” was removed by an admin. Reason: Advertising',
    );
  });

  it('words an order status and a proposal decision from the catalogue, not as the server’s English', () => {
    expect(describeNotice(notice('order_updated', { title: 'Adire pillow', status: 'accepted' }), t)).toEqual({
      text: 'Your order request for “Adire pillow” was accepted.',
      href: '/orders',
    });
    const decided = notice('proposal_decided', { title: 'Mural', decision: 'approved', proposal_id: 'x1' });
    expect(describeNotice(decided, t).text).toBe('Your proposal “Mural” was approved.');
    expect(describeNotice(decided, inLanguage('ha')).text).toBe('An amince da shawararka “Mural”.');
    expect(describeNotice(decided, inLanguage('pcm')).text).toBe('Dem don approve your proposal “Mural”.');
    const declined = notice('order_updated', { title: 'Adire pillow', status: 'declined' });
    expect(describeNotice(declined, inLanguage('ha')).text).toBe('An ƙi buƙatar odarka ta “Adire pillow”.');
    expect(describeNotice(declined, inLanguage('pcm')).text).toBe(
      'Dem don reject your order request for “Adire pillow”.',
    );
  });

  it('an unknown or missing word reads as a neutral one, in the reader’s language', () => {
    expect(describeNotice(notice('order_updated', { title: 'Pot', status: 'shipped' }), t).text).toBe(
      'Your order request for “Pot” was updated.',
    );
    expect(describeNotice(notice('proposal_decided', { title: 'Mural' }), t).text).toBe(
      'Your proposal “Mural” was answered.',
    );
    expect(describeNotice(notice('order_updated', { title: 'Pot', status: 'shipped' }), inLanguage('ha')).text).toBe(
      'An sabunta buƙatar odarka ta “Pot”.',
    );
    // The decision may come only as the proposal's status, in capitals.
    expect(describeNotice(notice('proposal_decided', { title: 'Mural', status: 'REJECTED' }), t).text).toBe(
      'Your proposal “Mural” was rejected.',
    );
  });

  it('shows something sensible for a kind it does not know, and never links off the platform', () => {
    expect(describeNotice(notice('new_kind', {}), t)).toEqual({ text: 'You have a new notice.', href: null });
    expect(describeNotice(notice('new_kind', { link: '//evil.example/x' }), t).href).toBeNull();
    expect(describeNotice(notice('new_kind', { link: 'https://evil.example' }), t).href).toBeNull();
    expect(describeNotice(notice('new_kind', { link: '/marketpage' }), t).href).toBe('/marketpage');
  });
});
