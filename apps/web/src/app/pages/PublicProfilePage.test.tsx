import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../lib/session';
import { ID, respond, stubFetch } from '../../test/browser';
import { renderRoutes } from '../../test/render';
import PublicProfilePage from './PublicProfilePage';

const business = {
  id: ID,
  type: 'business',
  name: 'Kente Works',
  trade_name: 'Kente Works',
  registered_name: null,
  photo: null,
  cover_photo: null,
  facebook: null,
  instagram: null,
  twitter: null,
  identity_verified: false,
  sector: 'Fashion',
  area: 'Weaving',
  state: 'Lagos',
  location: 'Lagos',
  address: null,
  website: 'https://kente.example.ng',
  logo: null,
  posts: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('PublicProfilePage (the profile with its posts)', () => {
  it('tries creative, then business, and shows the one it finds', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.includes('/posts/by/')) return respond({ message: 'Posts', data: [], next_cursor: null });
      return url.includes('/creative/')
        ? respond({ message: 'x', data: { message: 'We could not find that profile.', code: 'NOT_FOUND' } }, 404)
        : respond({ message: 'Profile', data: { data: business } });
    });
    renderRoutes([{ path: '/profile/:id', element: <PublicProfilePage /> }], `/profile/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kente Works' })).toBeTruthy();
    // The profile is looked for kind by kind; then its posts load.
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
        `/api/prop/public/creative/${ID}`,
        `/api/prop/public/business/${ID}`,
        `/api/prop/public/posts/by/${ID}?limit=12`,
      ]),
    );
    expect(screen.queryByRole('heading', { name: 'Admin only' })).toBeNull();
    expect(screen.getByRole('link', { name: /Website/ })).toBeTruthy();
  });

  it("says 'We could not find that profile.' when no kind has it", async () => {
    vi.stubGlobal('fetch', async () => respond({ message: 'x', data: { message: 'x', code: 'NOT_FOUND' } }, 404));
    renderRoutes([{ path: '/profile/:id', element: <PublicProfilePage /> }], `/profile/${ID}`);
    expect(await screen.findByText('We could not find that profile.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the admin card to an admin', async () => {
    writeSession({ accessToken: 'tok', userType: 'admin' });
    const admin = {
      email: 'k@example.ng',
      phone_number: '+2348031234567',
      verification_type: 'BVN',
      identity_last_four: '1111',
      origin_state: 'Lagos',
      lga: 'Ikeja',
      is_blacklisted: false,
      is_activated: true,
      visibility: 'public',
      created_at: '2025-01-01T00:00:00.000Z',
      needs: {
        need_training: false,
        need_funding: true,
        need_tools: false,
        need_market_access: false,
        detail_training: null,
        detail_funding: 'Looms',
        detail_tools: null,
        detail_market_access: null,
      },
      partnership: null,
    };
    vi.stubGlobal('fetch', async () => respond({ message: 'Profile', data: { data: { ...business, admin } } }));
    renderRoutes([{ path: '/profile/:id', element: <PublicProfilePage /> }], `/profile/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Admin only' })).toBeTruthy();
    expect(screen.getByText('BVN ending 1111')).toBeTruthy();
    expect(screen.getByText('Looms')).toBeTruthy();
  });
});
