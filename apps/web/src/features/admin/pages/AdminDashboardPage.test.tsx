import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../../lib/session';
import { respond } from '../../../test/browser';
import { renderRoutes } from '../../../test/render';
import AdminDashboardPage from './AdminDashboardPage';

const PARTNER = '6a1f3c1e-7d8a-4a43-9d6e-2a4b8d1c9e01';

function row(overrides: Record<string, unknown>) {
  return {
    id: PARTNER,
    type: 'partner',
    name: 'Naija Arts Trust',
    email: 'trust@example.ng',
    photo: null,
    location: null,
    specialty: null,
    sector: 'private',
    industry: 'private',
    partner_type: 'sponsor',
    status: 'PUBLIC',
    is_blacklisted: false,
    is_activated: false,
    email_verified: true,
    visibility: 'public',
    approved: false,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

/** Radix menus open on a primary-button pointer down. */
function openMenu(trigger: HTMLElement) {
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
}

function renderPage(path: string) {
  return renderRoutes(
    [
      {
        path: '/admin-dashboard',
        element: (
          <>
            <AdminDashboardPage />
            <Toaster />
          </>
        ),
      },
    ],
    path,
  );
}

// Radix menus and dialogs take a while under jsdom on a small machine.
describe('Admin Directory', { timeout: 30_000 }, () => {
  it('shows each tab with its count, the rows with their badge, and Approve only for a pending partner', async () => {
    writeSession({ accessToken: 'tok', userType: 'admin' });
    let approved = false;
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        approved = true;
        return respond({ message: 'User approved successfully', data: row({ approved: true, status: 'ACTIVE' }) });
      }
      return respond({
        message: 'Directory',
        data: [row(approved ? { approved: true, status: 'ACTIVE' } : {})],
        pagination: { page: 1, limit: 10, total: 1, total_pages: 1, total_capped: false },
        counts: { creatives: 63, business: 21, partners: 1 },
        counts_capped: { creatives: false, business: false, partners: false },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/admin-dashboard?tab=partners&q=naija');

    expect(await screen.findByRole('tab', { name: 'Creatives (63)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Partners (1)', selected: true })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/prop/admin-partner?page=1&q=naija');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Sector' })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Location' })).toBeNull();
    expect(within(table).getByText('PUBLIC')).toBeTruthy();

    const [menu] = screen.getAllByRole('button', { name: 'Actions for Naija Arts Trust' });
    openMenu(menu as HTMLElement);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Approve' }));
    expect(await screen.findByText('User approved successfully')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/prop/admin-partner/${PARTNER}/approve`,
      expect.objectContaining({ method: 'PATCH' }),
    );
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('ACTIVE')).toBeTruthy());
    openMenu(screen.getAllByRole('button', { name: 'Actions for Naija Arts Trust' })[0] as HTMLElement);
    expect(screen.queryByRole('menuitem', { name: 'Approve' })).toBeNull();
  });

  it('asks for a reason before blacklisting, and names the account when deleting', async () => {
    writeSession({ accessToken: 'tok', userType: 'admin' });
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method
        ? respond({ message: 'User deleted successfully', data: null })
        : respond({
            message: 'Directory',
            data: [row({ type: 'creative', name: 'Chinedu Okafor', email: 'c@example.ng', approved: null })],
            pagination: { page: 1, limit: 10, total: 1, total_pages: 1, total_capped: false },
            counts: { creatives: 1, business: 0, partners: 0 },
            counts_capped: { creatives: false, business: false, partners: false },
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/admin-dashboard');
    openMenu((await screen.findAllByRole('button', { name: 'Actions for Chinedu Okafor' }))[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'BlackList' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blacklist Chinedu Okafor?' });
    fireEvent.submit(within(dialog).getByRole('button', { name: 'BlackList' }).closest('form') as HTMLFormElement);
    expect(await within(dialog).findByText('Please say why (at least 3 characters).')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    openMenu(screen.getAllByRole('button', { name: 'Actions for Chinedu Okafor' })[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Chinedu Okafor?' });
    expect(within(confirm).getByText(/c@example\.ng/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete Chinedu Okafor' }));
    expect(await screen.findByText('User deleted successfully')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/prop/admin-creative/${PARTNER}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });
});
