import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ADA_FILMS } from '../lib/testProfile';
import { BusinessEditForm } from './BusinessEditForm';

function stubApi() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null });
      if (String(url).includes('edit_profile')) {
        return new Response(JSON.stringify({ message: 'Business updated', data: ADA_FILMS }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }
      throw new TypeError('offline');
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BusinessEditForm', () => {
  it("ties the schema's and its own messages to their fields, focuses the first, and sends nothing", async () => {
    const calls = stubApi();
    renderWithProviders(<BusinessEditForm profile={ADA_FILMS} onDone={() => {}} />);
    const tradeName = screen.getByRole('textbox', { name: /Trade name/ });
    fireEvent.input(tradeName, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Twitter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(tradeName.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${tradeName.id}-error`)?.textContent).toBe('Trade name is required.');
    const twitter = screen.getByRole('textbox', { name: 'Twitter link' });
    expect(document.getElementById(`${twitter.id}-error`)?.textContent).toBe(
      'Enter a full web address, starting with https://',
    );
    await waitFor(() => expect(document.activeElement).toBe(tradeName));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('sends only what changed, as the schema gives it, through the mutation', async () => {
    const calls = stubApi();
    const onDone = vi.fn();
    renderWithProviders(<BusinessEditForm profile={ADA_FILMS} onDone={onDone} />);
    fireEvent.input(screen.getByRole('textbox', { name: /Website/ }), { target: { value: ' https://ada.ng ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ website: 'https://ada.ng' });
  });
});
