import type { AdminReport } from '@creative-ng/shared/moderation/index';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import AdminReportsPage from './AdminReportsPage';

const base = {
  status: 'open' as const,
  created_at: '2026-11-20T10:00:00.000Z',
  reporter: { id: 'r1', name: 'Kano Records', role: 'business' },
  resolution: null,
  resolved_at: null,
};
const postReport: AdminReport = {
  ...base,
  id: '11111111-1111-4111-8111-111111111111',
  target_type: 'post',
  target_id: '22222222-2222-4222-8222-222222222222',
  reason: 'Copied from another artist.',
  target_report_count: 3,
  can_remove: true,
  target: {
    title: 'Bronze casting workshop',
    excerpt: 'Lost-wax bronze casting.',
    link: '/post/22222222-2222-4222-8222-222222222222',
    author_id: 'a1',
    author_name: 'Adire Crafts',
    removed: false,
  },
};
const profileReport: AdminReport = {
  ...base,
  id: '33333333-3333-4333-8333-333333333333',
  target_type: 'profile',
  target_id: '44444444-4444-4444-8444-444444444444',
  reason: 'Pretends to be a bank.',
  target_report_count: 1,
  can_remove: false,
  target: {
    title: 'Shady Partner',
    excerpt: null,
    link: '/adminprofile/44444444-4444-4444-8444-444444444444',
    author_id: '44444444-4444-4444-8444-444444444444',
    author_name: 'Shady Partner',
    removed: false,
  },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('AdminReportsPage', () => {
  it('shows each report with its target, author, reason and count; profiles get a link instead of Remove', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/prop/admin-reports?'))
        return json({
          message: 'Reports',
          data: { items: [postReport, profileReport], total: 2, total_capped: false, page: 1, limit: 10 },
        });
      if (url.endsWith('/remove') && init?.method === 'POST')
        return json({
          message: 'Content removed. The author has been told why.',
          data: { status: 'removed', resolved_reports: 3 },
        });
      return json({ message: 'x', data: { message: 'Not here', code: 'NOT_FOUND' } }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminReportsPage />, '/admin-reports');

    const post = (await screen.findByRole('heading', { name: 'Bronze casting workshop' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(post).getByText('3 open reports on this')).toBeTruthy();
    expect(within(post).getByRole('link', { name: 'Adire Crafts' }).getAttribute('href')).toBe('/adminprofile/a1');
    expect(within(post).getByRole('link', { name: 'View post' }).getAttribute('href')).toBe(postReport.target?.link);
    expect(within(post).getByText(/Reported by Kano Records/)).toBeTruthy();

    const profile = screen.getByRole('heading', { name: 'Shady Partner' }).closest('article') as HTMLElement;
    expect(within(profile).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(within(profile).getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    expect(within(profile).getByRole('link', { name: 'Open admin profile to blacklist' }).getAttribute('href')).toBe(
      profileReport.target?.link,
    );

    fireEvent.click(within(post).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this post?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Tell us what is wrong.')).toBeTruthy();
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Reason for the author' }), {
      target: { value: 'Copied work: post only your own.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(dialog.isConnected).toBe(false));
    const removeCall = fetchMock.mock.calls.find(([url]) => url.endsWith('/remove'));
    expect(removeCall?.[0]).toBe(`/api/prop/admin-reports/${postReport.id}/remove`);
    expect(JSON.parse(String(removeCall?.[1]?.body))).toEqual({ reason: 'Copied work: post only your own.' });
  });

  it('says so when there is nothing to look at', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ message: 'Reports', data: { items: [], total: 0, total_capped: false, page: 1, limit: 10 } }),
      ),
    );
    renderWithProviders(<AdminReportsPage />, '/admin-reports');
    expect(await screen.findByRole('heading', { name: 'No open reports found' })).toBeTruthy();
  });
});
