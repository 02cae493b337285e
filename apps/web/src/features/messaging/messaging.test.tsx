import { SESSION_STORAGE_KEYS } from '@creative-ng/shared/auth/session';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { renderRoutes } from '../../test/render';
import { textParts } from './lib/linkText';
import { flushOutbox, keepMessage, pendingMessages, resetOutboxCache } from './lib/outbox';
import InboxPage from './pages/InboxPage';

const ID = '6a1f3c1e-7d8a-4a43-9d6e-2a4b8d1c9e01';

function respond(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetOutboxCache();
});

describe('links in a message', () => {
  it('makes only http(s) addresses into links, leaving the sentence’s punctuation out', () => {
    expect(textParts('See https://example.ng/a?b=1. Thanks')).toEqual([
      { text: 'See ' },
      { text: 'https://example.ng/a?b=1', href: 'https://example.ng/a?b=1' },
      { text: '. Thanks' },
    ]);
    expect(textParts('javascript:alert(1) and <b>bold</b>')).toEqual([{ text: 'javascript:alert(1) and <b>bold</b>' }]);
    expect(textParts('(http://a.ng)')[1]).toEqual({ text: 'http://a.ng', href: 'http://a.ng/' });
  });
});

describe('messages kept on the device', () => {
  it('keeps a message until it is sent, sends it once with its id, and keeps it through a lost connection', async () => {
    const kept = keepMessage(ID, 'Hello');
    expect(JSON.parse(localStorage.getItem('cng.draft.messages') ?? '[]')).toHaveLength(1);
    const offline = vi.fn(async () => {
      throw new ApiError(0, 'NETWORK', 'no network');
    });
    await flushOutbox(offline, () => {});
    expect(pendingMessages()).toHaveLength(1);

    const sent: string[] = [];
    const send = vi.fn(async (item: { client_id: string; conversation_id: string; body: string }) => {
      sent.push(item.client_id);
      return { id: 'm1', conversation_id: ID, client_id: item.client_id } as never;
    });
    await Promise.all([flushOutbox(send, () => {}), flushOutbox(send, () => {})]);
    expect(sent).toEqual([kept.client_id]);
    expect(pendingMessages()).toHaveLength(0);
    expect(localStorage.getItem('cng.draft.messages')).toBeNull();
  });

  it('marks a message the server refuses as failed and does not try it again', async () => {
    keepMessage(ID, 'x'.repeat(10));
    await flushOutbox(
      async () => {
        throw new ApiError(403, 'FORBIDDEN', 'You cannot send messages to this member.');
      },
      () => {},
    );
    expect(pendingMessages()[0]?.failed).toBe('You cannot send messages to this member.');
    const send = vi.fn();
    await flushOutbox(send, () => {});
    expect(send).not.toHaveBeenCalled();
  });
});

describe('/messages', { timeout: 30_000 }, () => {
  it('lists conversations with their subject, the last message and the unread marked', async () => {
    localStorage.setItem(SESSION_STORAGE_KEYS.accessToken, 'token');
    localStorage.setItem(SESSION_STORAGE_KEYS.userType, 'user');
    const fetchMock = vi.fn(async (url: string) =>
      respond({
        message: 'Conversations',
        data: url.includes('q=')
          ? { items: [], next_cursor: null }
          : {
              items: [
                {
                  id: ID,
                  other: { id: ID, name: 'Ngozi Okafor', role: 'user', photo: null, available: true },
                  subject: { type: 'product', id: ID, title: 'Adire throw', link: `/marketdetailsPage/${ID}` },
                  last_message: {
                    seq: 3,
                    excerpt: 'Yes, it is.',
                    kind: 'image',
                    from_me: false,
                    removed: false,
                    at: '2026-11-24T10:00:00.000Z',
                  },
                  unread: 2,
                },
              ],
              next_cursor: 'next',
            },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes([{ path: '/messages', element: <InboxPage /> }], '/messages');
    const row = await screen.findByRole('link', { name: /Ngozi Okafor/ });
    expect(row.getAttribute('href')).toBe(`/messages/${ID}`);
    expect(row.textContent).toContain('About the product: Adire throw');
    expect(row.textContent).toContain('2 unread');
    expect(screen.getByRole('button', { name: 'Load more conversations' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/prop/conversations');
  });

  it('shows the empty state in the platform’s words for a search with no match', async () => {
    localStorage.setItem(SESSION_STORAGE_KEYS.accessToken, 'token');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond({ message: 'Conversations', data: { items: [], next_cursor: null } })),
    );
    renderRoutes([{ path: '/messages', element: <InboxPage /> }], '/messages?q=Zainab');
    await screen.findByRole('heading', { name: 'No conversation with a name like “Zainab”' });
  });
});
