import { SESSION_STORAGE_KEYS } from '@creative-ng/shared/auth/session';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MessagesSection } from './MessagesSection';

const ID = '6a1f3c1e-7d8a-4a43-9d6e-2a4b8d1c9e01';

function respond(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('Settings → Messages', () => {
  it('turns read receipts off, and lists blocked members with Unblock', async () => {
    localStorage.setItem(SESSION_STORAGE_KEYS.accessToken, 'token');
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/prop/blocks') {
        return respond({ message: 'Blocked', data: [{ id: ID, name: 'Musa Bello', blocked_at: '2026-11-24' }] });
      }
      if (init?.method === 'PUT') return respond({ message: 'Saved', data: JSON.parse(String(init.body)) });
      if (init?.method === 'DELETE') return respond({ message: 'Unblocked', data: null });
      return respond({ message: 'Settings', data: { read_receipts: true } });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<MessagesSection />);
    const box = await screen.findByRole('checkbox', { name: "Show read receipts ('Seen')" });
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT' && init.body === '{"read_receipts":false}'),
      ).toBe(true),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Unblock Musa Bello' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => url === `/api/prop/blocks/${ID}` && init?.method === 'DELETE'),
      ).toBe(true),
    );
  });
});
