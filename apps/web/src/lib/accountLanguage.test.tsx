import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers';
import { LanguageSelect } from '../components/language/LanguageSelect';
import { storeSignIn } from '../features/accounts/lib/accountsApi';
import { sendAccountLanguage } from './accountLanguage';
import { readSession, writeSession } from './session';

function answer(status = 200) {
  return vi.fn(
    async (_path: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ message: status === 200 ? 'ok' : 'Not found', data: null }), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

const languageCalls = (fetch: ReturnType<typeof answer>) =>
  fetch.mock.calls
    .filter(([path]) => path === '/api/prop/settings/language')
    .map(([, init]) => ({ method: init?.method, body: JSON.parse(String(init?.body)) }));

afterEach(() => vi.unstubAllGlobals());

describe('the account keeps the language of the device', () => {
  it('sends nothing when signed out', () => {
    const fetch = answer();
    vi.stubGlobal('fetch', fetch);
    sendAccountLanguage('ha');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is told when a signed-in person picks another language, and a refusal changes nothing', async () => {
    writeSession({ accessToken: 'tok-1', userType: 'user', profile: { id: 'u1' } });
    const fetch = answer(404);
    vi.stubGlobal('fetch', fetch);
    render(
      <AppProviders client={createQueryClient()}>
        <LanguageSelect />
      </AppProviders>,
    );
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'yo' } });
    await waitFor(() => expect(languageCalls(fetch)).toEqual([{ method: 'PUT', body: { language: 'yo' } }]));
    // An older server without the endpoint: the choice stays, the person stays signed in.
    await waitFor(() => expect(document.documentElement.lang).toBe('yo'));
    expect(window.localStorage.getItem('cng.language')).toBe('yo');
    expect(readSession().authenticated).toBe(true);
  });

  it('is told once right after signing in', async () => {
    window.localStorage.setItem('cng.language', 'pcm');
    const fetch = answer();
    vi.stubGlobal('fetch', fetch);
    storeSignIn({ token: 'tok-2', user: null } as unknown as Parameters<typeof storeSignIn>[0], 'business');
    await waitFor(() => expect(languageCalls(fetch)).toEqual([{ method: 'PUT', body: { language: 'pcm' } }]));
    const init = fetch.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('authorization')).toBe('tok-2');
  });

  it('a network failure is swallowed', async () => {
    writeSession({ accessToken: 'tok-3', userType: 'partner' });
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
    vi.stubGlobal('fetch', fetch);
    expect(() => sendAccountLanguage('ig')).not.toThrow();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });
});
