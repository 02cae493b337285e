import type { AdminAnalytics } from '@creative-ng/shared/analytics/index';
import { NIGERIAN_STATES, SECTOR_GROUPS } from '@creative-ng/shared/reference/index';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import AdminAnalyticsPage from './AdminAnalyticsPage';

const data: AdminAnalytics = {
  generated_at: '2026-11-22T10:00:00.000Z',
  totals: { creatives: 1234, businesses: 56, partners: 7 },
  signups_by_week: Array.from({ length: 12 }, (_, i) => ({
    week_start: `2026-09-${String(1 + i).padStart(2, '0')}`,
    user: i,
    business: 1,
    partner: 0,
  })),
  creatives_by_state: {
    states: NIGERIAN_STATES.map((s) => ({ state: s.state, count: s.state === 'Kano' ? 40 : 0 })),
    not_given: 3,
  },
  creatives_by_sector: { groups: SECTOR_GROUPS.map((g) => ({ id: g.id, name: g.name, count: 2 })), other: 1 },
  support_needs: [
    { need: 'training', creatives: 10, businesses: 2 },
    { need: 'funding', creatives: 20, businesses: 4 },
    { need: 'tools', creatives: 0, businesses: 0 },
    { need: 'market_access', creatives: 5, businesses: 1 },
  ],
  partners_by_type: [
    { type: 'donate', count: 1 },
    { type: 'sponsor', count: 2 },
    { type: 'scholarship', count: 4 },
  ],
  verification: [
    { role: 'user', verified: 3, unverified: 1 },
    { role: 'business', verified: 0, unverified: 0 },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('AdminAnalyticsPage', () => {
  it('shows the totals, a chart per figure, and every number in a table', async () => {
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ message: 'Analytics', data }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminAnalyticsPage />, '/admin-analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/prop/admin-analytics');

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        'Sign-ups per week',
        'Support people ask for',
        'Creatives by state of origin',
        'Creatives by sector',
        'Partners by type',
        'Verified identities',
      ]),
    );

    for (const toggle of screen.getAllByText('Show the numbers as a table')) fireEvent.click(toggle);
    const states = screen.getByRole('table', { name: 'Creatives by state of origin' });
    const rows = within(states).getAllByRole('row');
    expect(rows).toHaveLength(38);
    // The table keeps the reference order, zeros included; the chart puts the most first.
    expect(within(rows[1] as HTMLElement).getByRole('rowheader').textContent).toBe(NIGERIAN_STATES[0]?.state);
    expect(within(states).getByRole('rowheader', { name: 'Federal Capital Territory' })).toBeTruthy();
    expect(screen.getByText('State not given: 3')).toBeTruthy();

    const weeks = screen.getByRole('table', { name: 'Sign-ups per week' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(13);
    expect(
      within(weeks)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Week of', 'Creatives', 'Businesses', 'Partners', 'Total']);
    expect(screen.getByText('75% verified')).toBeTruthy();
    expect(screen.getByText('0% verified')).toBeTruthy();
  });

  it('says when the numbers cannot be loaded, and tries again', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'x', data: { message: 'Something went wrong', code: 'INTERNAL' } }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminAnalyticsPage />, '/admin-analytics');
    expect(await screen.findByText('We could not load the numbers.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
