import type { CreativeProfile } from '@creative-ng/shared/profiles/schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import EditInfoDialog from './EditInfoDialog';

const profile = {
  id: '6a1f3c1e-7d8a-4a43-9d6e-2a4b8d1c9e01',
  first_name: 'Ada',
  last_name: 'Obi',
  bio: 'Tailor',
  facebook: null,
  instagram: null,
  twitter: null,
  skills: [],
} as unknown as CreativeProfile;

function stubApi() {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ message: 'ok', data: profile }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }
      throw new TypeError(`offline: ${url}`);
    }),
  );
  return puts;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EditInfoDialog', () => {
  it('ties a schema message to its field and sends only what changed', async () => {
    const puts = stubApi();
    const onOpenChange = vi.fn();
    renderWithProviders(
      <EditInfoDialog profile={profile} open onOpenChange={onOpenChange} returnFocusRef={createRef()} />,
    );
    // The dialog's body is a chunk of its own.
    const facebook = await screen.findByRole('textbox', { name: 'Facebook' }, { timeout: 40_000 });
    fireEvent.input(facebook, { target: { value: 'not a link' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(facebook.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${facebook.id}-error`)?.textContent).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(facebook));
    expect(puts).toEqual([]);

    fireEvent.input(facebook, { target: { value: '' } });
    fireEvent.input(screen.getByRole('textbox', { name: /Bio/ }), { target: { value: 'Tailor and designer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(puts).toEqual([{ bio: 'Tailor and designer' }]);
  }, 60_000);
});
