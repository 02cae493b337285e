import { BLANK_DIRECTORY_FACTS, type DirectoryEntry } from '@creative-ng/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ID, respond, stubFetch } from '../../../test/browser';
import { renderRoutes } from '../../../test/render';
import DirectoryPage from './DirectoryPage';

const chinedu: DirectoryEntry = {
  ...BLANK_DIRECTORY_FACTS,
  id: ID,
  type: 'creative',
  name: 'Chinedu Okafor',
  first_name: 'Chinedu',
  last_name: 'Okafor',
  category: 'Cinematographer',
  expertise: 'Cinematographer',
  sector: 'Film & TV',
  state: 'Lagos',
  origin_state: 'Enugu',
  residence_state: 'Lagos',
  skill: ['Drone filming'],
  status: 'public',
  is_blacklisted: false,
  created_at: '2026-11-01T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

function stub(
  creatives: unknown[],
  counts = { creatives: creatives.length, business: 4, partners: 2 },
  counts_capped = { creatives: false, business: false, partners: false },
) {
  return stubFetch((url) =>
    url.startsWith('/api/reference')
      ? respond({ message: 'Reference', data: { states: [], sectorGroups: [] } })
      : respond({
          message: 'Directory',
          data: { creatives, business: [], partners: [], counts, counts_capped, page: 1, limit: 10 },
        }),
  );
}

describe('/directorypage', { timeout: 30_000 }, () => {
  it('asks for what the URL says and links each card to its profile', async () => {
    const fetchMock = stub([chinedu], { creatives: 11, business: 4, partners: 2 });
    renderRoutes([{ path: '/directorypage', element: <DirectoryPage /> }], '/directorypage?q=chined&state=Lagos');
    const card = await screen.findByRole('link', { name: /Chinedu Okafor/ });
    expect(card.getAttribute('href')).toBe(`/profile/${ID}`);
    expect(screen.getByRole('tab', { name: 'Creatives (11)', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Partners (2)' })).toBeTruthy();
    expect(screen.getByText('11 found')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('1 of 2');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/prop/public/directory?tab=creatives&page=1&q=chined&state=Lagos',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says a search found more than it counted: 100+, and pages go on past the last one counted', async () => {
    stub(
      [chinedu],
      { creatives: 100, business: 4, partners: 2 },
      { creatives: true, business: false, partners: false },
    );
    renderRoutes([{ path: '/directorypage', element: <DirectoryPage /> }], '/directorypage?q=a');
    await screen.findByRole('link', { name: /Chinedu Okafor/ });
    expect(screen.getByRole('tab', { name: 'Creatives (100+)', selected: true })).toBeTruthy();
    expect(screen.getByText('100+ found')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages.textContent).toContain('1 of 10+');
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("says 'No creatives found' when nothing matches, and searches what is typed", async () => {
    const fetchMock = stub([]);
    const { router } = renderRoutes([{ path: '/directorypage', element: <DirectoryPage /> }], '/directorypage');
    expect(await screen.findByText('No creatives found')).toBeTruthy();
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'oluwasegun' } });
    fireEvent.submit(screen.getByRole('searchbox', { name: 'Search' }).closest('form') as HTMLFormElement);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=oluwasegun'));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
        '/api/prop/public/directory?tab=creatives&page=1&q=oluwasegun',
      ),
    );
  });
});
