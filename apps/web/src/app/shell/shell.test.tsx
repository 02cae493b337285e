import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../lib/session';
import { renderWithProviders } from '../../test/render';
import { whatsappHref } from './CreateButton';
import { SidebarNav } from './SidebarNav';
import { TopBar } from './TopBar';

function renderTopBar() {
  return renderWithProviders(<TopBar menuOpen={false} onOpenMenu={() => {}} menuButtonRef={{ current: null }} />);
}

describe('top bar', () => {
  it('shows the sections to a visitor, with Home leading to the landing page', async () => {
    renderTopBar();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Directory', '/directorypage'],
      ['MarketPlace', '/marketpage'],
      ['Tools', '/toolspage'],
      ['Opportunities', '/opportunitypage'],
      ['Training', '/trainingpage'],
    ]);
    expect(screen.getByRole('link', { name: 'Apply for funding' }).getAttribute('href')).toBe('/funding');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CreativeNG BETA, home page' }).getAttribute('href')).toBe('/');
  });

  it('sends signed-in members Home to /homepage', async () => {
    writeSession({ accessToken: 'tok', userType: 'business' });
    renderTopBar();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/homepage');
    expect(screen.getByRole('button', { name: 'Open your profile menu' })).toBeTruthy();
  });

  it('gives admins their own list, starting with Admin Directory', async () => {
    writeSession({ accessToken: 'tok', userType: 'admin' });
    renderTopBar();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Admin Directory', 'Directory', 'MarketPlace', 'Tools', 'Opportunities', 'Training']);
  });
});

describe('admin tools in the sidebar', () => {
  it('lists the reports queue, analytics and the audit log after the sections, for admins only', async () => {
    writeSession({ accessToken: 'tok', userType: 'admin' });
    const admin = renderWithProviders(<SidebarNav />, '/admin-reports');
    const nav = await screen.findByRole('navigation', { name: 'Site menu' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.slice(0, 9)).toEqual([
      'Admin Directory',
      'Directory',
      'MarketPlace',
      'Tools',
      'Opportunities',
      'Training',
      'Reports',
      'Analytics',
      'Audit log',
    ]);
    expect(within(nav).getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBe('page');
    admin.unmount();

    writeSession({ accessToken: 'tok', userType: 'user' });
    renderWithProviders(<SidebarNav />, '/homepage');
    const member = await screen.findByRole('navigation', { name: 'Site menu' });
    expect(within(member).queryByRole('link', { name: 'Reports' })).toBeNull();
  });
});

describe('sidebar', () => {
  it('lists the sections, FAQ, About Us with its submenu, Privacy Policy and Terms and Conditions', async () => {
    renderWithProviders(<SidebarNav />, '/vision-mission');
    const nav = await screen.findByRole('navigation', { name: 'Site menu' });
    expect(within(nav).getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');
    expect(within(nav).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(within(nav).getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe('/t&c');
    // On an About Us page, its submenu is open and the page is marked current.
    expect(within(nav).getByRole('button', { name: 'About Us' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Vision & Mission' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Ministry 8 Point Plan' }).getAttribute('href')).toBe('/8-point-plan');
    expect(within(nav).getByText(`© ${new Date().getFullYear()} CreativeNG`)).toBeTruthy();
  });

  it('keeps the About Us submenu closed elsewhere', async () => {
    renderWithProviders(<SidebarNav />, '/faq');
    const button = await screen.findByRole('button', { name: 'About Us' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Vision & Mission' })).toBeNull();
  });
});

describe('Create', () => {
  it('is a button of the top bar for members and visitors (who are asked to sign in), none for admins', async () => {
    const bar = renderTopBar();
    expect(await screen.findByRole('button', { name: 'Create a post or a product' })).toBeTruthy();
    bar.unmount();

    writeSession({ accessToken: 'tok', userType: 'partner' });
    const partner = renderTopBar();
    expect(await screen.findByRole('button', { name: 'Create a post' })).toBeTruthy();
    partner.unmount();

    writeSession({ accessToken: 'tok', userType: 'admin' });
    renderTopBar();
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('button', { name: /^Create/ })).toBeNull();
  });
});

describe('chat link', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is in the menu next to the FAQ when the deployment has a WhatsApp number', async () => {
    const config = { chat: { whatsappNumber: '2348012345678', text: 'Hello' }, identityProvider: { name: null } };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Config', data: config }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderWithProviders(<SidebarNav />, '/faq');
    const chat = await screen.findByRole('link', { name: /^Chat with us on WhatsApp/ });
    expect(chat.textContent).toBe('Chat with us on WhatsApp (opens in a new tab)');
    expect(chat.getAttribute('href')).toBe('https://wa.me/2348012345678?text=Hello');
    expect(chat.getAttribute('target')).toBe('_blank');
  });

  it('builds a wa.me address with the text prefilled', () => {
    expect(whatsappHref('+234 801 234 5678', 'Hello, I need help & info')).toBe(
      'https://wa.me/2348012345678?text=Hello%2C%20I%20need%20help%20%26%20info',
    );
    expect(whatsappHref('2348012345678', '')).toBe('https://wa.me/2348012345678');
    expect(whatsappHref('   ', 'x')).toBeNull();
  });
});
