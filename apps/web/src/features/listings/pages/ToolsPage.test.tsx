import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, ID, respond, signIn, stubFetch } from '../../../test/browser';
import { renderRoutes } from '../../../test/render';
import ToolsPage from './ToolsPage';

const tool = {
  id: ID,
  name: 'Canva Pro',
  description: 'Design tool',
  link: 'https://canva.com',
  images: [],
  media: [],
  sector: 'Film & TV',
  offer: '50% off',
  type: 'membership',
  category: null,
  price: 0,
  author: { id: ID, name: 'Arts Fund', logo: null },
  own: false,
  saved: false,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

cleanUpAfterEach();

function stub(tools: unknown[], publisher?: { can_publish: boolean; reason: string | null }) {
  return stubFetch((url) => {
    if (url.startsWith('/api/prop/listings/publisher')) return respond({ message: 'Publisher', data: publisher });
    return respond({
      message: 'Tools',
      data: tools,
      pagination: { page: 1, limit: 9, total: tools.length, total_pages: 1 },
    });
  });
}

const render = (path = '/toolspage') => renderRoutes([{ path: '/toolspage', element: <ToolsPage /> }], path);

describe('/toolspage', { timeout: 30_000 }, () => {
  it('asks for what the URL says and links each card to its offer', async () => {
    const fetchMock = stub([tool]);
    render('/toolspage?q=canva&type=membership&page=2');
    const link = await screen.findByRole('link', { name: 'View Offer: Canva Pro' });
    expect(link.getAttribute('href')).toBe(`/tooldetailsPage/${ID}`);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/prop/tool/all?q=canva&type=membership&page=2');
    expect(screen.getAllByRole('checkbox', { name: 'Membership' })[0]).toHaveProperty('checked', true);
    expect(screen.queryByRole('heading', { name: 'Post an Offer' })).toBeNull();
  });

  it("says 'No Offers found' when nothing matches", async () => {
    stub([]);
    render();
    expect(await screen.findByText('No Offers found')).toBeTruthy();
  });

  it('never shows the create card to a creative or a business', async () => {
    for (const role of ['user', 'business']) {
      signIn(role);
      const fetchMock = stub([tool]);
      const view = render();
      await screen.findByRole('link', { name: 'View Offer: Canva Pro' });
      expect(screen.queryByRole('heading', { name: 'Post an Offer' })).toBeNull();
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('publisher'))).toBe(false);
      view.unmount();
    }
  });

  it('tells a pending partner why it cannot publish, and gives an approved one the Create Tool button', async () => {
    signIn('partner');
    stub([tool], { can_publish: false, reason: 'pending' });
    const pending = render();
    expect(await screen.findByRole('heading', { name: 'You cannot publish yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Tool' })).toBeNull();
    pending.unmount();

    stub([tool], { can_publish: true, reason: null });
    render();
    expect(await screen.findByRole('button', { name: 'Create Tool' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Post an Offer' })).toBeTruthy();
  });
});
