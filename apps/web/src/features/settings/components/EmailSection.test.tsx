import { SESSION_STORAGE_KEYS } from '@creative-ng/shared/auth/session';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { EmailSection } from './EmailSection';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Settings → Email', () => {
  it('checks the new address with the shared schema, then asks for the code sent to it', async () => {
    localStorage.setItem(SESSION_STORAGE_KEYS.accessToken, 'token');
    localStorage.setItem(SESSION_STORAGE_KEYS.userType, 'user');
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit = {}) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ message: 'Code sent', data: null }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    renderWithProviders(<EmailSection />);
    const address = await screen.findByLabelText(/New email/);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(address));
    expect(bodies).toEqual([]);

    fireEvent.input(address, { target: { value: 'ada@example.com' } });
    fireEvent.input(screen.getByLabelText(/^Your password/), { target: { value: 'Secret#2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(bodies).toEqual([{ new_email: 'ada@example.com', password: 'Secret#2025' }]));
    const code = await screen.findByLabelText(/code/i, { selector: 'input' });
    await waitFor(() => expect(document.activeElement).toBe(code));
  }, 60_000);
});
