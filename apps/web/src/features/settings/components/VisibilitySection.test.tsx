import { SESSION_STORAGE_KEYS } from '@creative-ng/shared/auth/session';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { VisibilitySection } from './VisibilitySection';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Settings → Visibility', () => {
  it('saves the chosen visibility, checked by the shared schema', async () => {
    localStorage.setItem(SESSION_STORAGE_KEYS.accessToken, 'token');
    localStorage.setItem(SESSION_STORAGE_KEYS.userType, 'user');
    const puts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit = {}) => {
        if (init.method === 'PUT') puts.push(JSON.parse(String(init.body)));
        const data = init.method === 'PUT' ? null : { visibility: 'public' };
        return new Response(JSON.stringify({ message: 'ok', data }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    renderWithProviders(<VisibilitySection />);
    const privately = (await screen.findByRole('radio', { name: 'Private' })) as HTMLInputElement;
    fireEvent.click(privately);
    expect(privately.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save visibility' }));
    await waitFor(() => expect(puts).toEqual([{ visibility: 'private' }]));
  }, 60_000);
});
