import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n';
import { describeNotice } from './describe';

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

  it('shows something sensible for a kind it does not know, and never links off the platform', () => {
    expect(describeNotice(notice('new_kind', {}), t)).toEqual({ text: 'You have a new notice.', href: null });
    expect(describeNotice(notice('new_kind', { link: '//evil.example/x' }), t).href).toBeNull();
    expect(describeNotice(notice('new_kind', { link: 'https://evil.example' }), t).href).toBeNull();
    expect(describeNotice(notice('new_kind', { link: '/marketpage' }), t).href).toBe('/marketpage');
  });
});
