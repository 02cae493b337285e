import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, ID, respond, signIn, stubFetch } from '../../../test/browser';
import { renderRoutes } from '../../../test/render';
import ProposalsPage from './ProposalsPage';

const proposal = {
  id: ID,
  title: 'Mural for Ajegunle',
  excerpt: 'We propose painting a 30 metre mural with…',
  status: 'PENDING',
  host: { id: ID, name: 'Arts Fund' },
  sender: { id: ID, name: 'Amaka Obi' },
  created_at: '2026-11-01T10:00:00.000Z',
};

cleanUpAfterEach();

function stub() {
  return stubFetch((url) => {
    if (url.startsWith('/api/prop/proposal-hosts')) {
      return respond({ message: 'Hosts', data: [{ id: ID, name: 'Arts Fund', opportunities: [] }] });
    }
    return respond({ message: 'Proposals', data: { page: 1, limit: 3, total: 1, total_pages: 1, data: [proposal] } });
  });
}

const render = (path = '/proposalpage') => renderRoutes([{ path: '/proposalpage', element: <ProposalsPage /> }], path);

describe('/proposalpage', { timeout: 30_000 }, () => {
  it('lists a creative’s sent proposals, 3 a page, with the first words and a link to each', async () => {
    signIn('user');
    const fetchMock = stub();
    render('/proposalpage?q=mural');
    const link = await screen.findByRole('link', { name: 'View proposal Mural for Ajegunle' });
    expect(link.getAttribute('href')).toBe(`/proposaldetailsPage/${ID}`);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/prop/proposals?q=mural&box=sent');
    expect(screen.getByText('We propose painting a 30 metre mural with…')).toBeTruthy();
    expect(screen.getByText('PENDING')).toBeTruthy();
  });

  it("'Create a proposal' refuses an empty form with 'All fields are required'", async () => {
    signIn('business');
    stub();
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Create a proposal' }));
    // The dialog is a chunk of its own with the form library: on a busy machine its first load takes a while.
    fireEvent.click(await screen.findByRole('button', { name: 'Send proposal' }, { timeout: 20_000 }));
    expect((await screen.findAllByText('All fields are required')).length).toBeGreaterThan(0);
    // Once a field is filled, its message goes (the others stay until they are filled too).
    const title = screen.getByLabelText(/Proposal title|Title/);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(title, { target: { value: 'Mural' } });
    expect(title.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText(/Cover letter/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a partner the proposals it received, with no create card', async () => {
    signIn('partner');
    const fetchMock = stub();
    render();
    await screen.findByRole('link', { name: 'View proposal Mural for Ajegunle' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/prop/proposals?box=received');
    expect(screen.queryByRole('button', { name: 'Create a proposal' })).toBeNull();
  });
});
