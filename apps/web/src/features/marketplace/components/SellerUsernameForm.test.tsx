import { SESSION_STORAGE_KEYS } from '@creative-ng/shared/auth/session';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { SellerUsernameForm } from './SellerUsernameForm';

function respond(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const render = () =>
  renderRoutes([{ path: '/settings', element: <SellerUsernameForm moveToPage={false} /> }], '/settings');

describe('SellerUsernameForm (for Settings)', { timeout: 30_000 }, () => {
  it('loads the current username and shows why a new one is refused', async () => {
    localStorage.setItem(SESSION_STORAGE_KEYS.accessToken, 'token');
    localStorage.setItem(SESSION_STORAGE_KEYS.authenticated, 'true');
    localStorage.setItem(SESSION_STORAGE_KEYS.userType, 'business');
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? respond(
            {
              message: 'That username is taken. Try another.',
              data: {
                message: 'That username is taken. Try another.',
                code: 'CONFLICT',
                fields: { username: 'That username is taken. Try another.' },
              },
            },
            409,
          )
        : respond({ message: 'Username', data: { username: 'kente-works' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render();
    const input = await screen.findByDisplayValue('kente-works');
    fireEvent.input(input, { target: { value: 'ankara-house' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save username' }));
    expect(await screen.findByText('That username is taken. Try another.')).toBeTruthy();
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/prop/seller/username');
  });

  it('shows nothing to partners and visitors', () => {
    vi.stubGlobal('fetch', vi.fn());
    const view = render();
    expect(view.container.querySelector('form')).toBeNull();
  });
});
