import type { ProposalDetail } from '@creative-ng/shared/proposals/index';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../../test/browser';
import { refusedAt, renderWithProviders } from '../../../test/render';
import { DecisionForm } from './DecisionForm';

const proposal = { id: '6a1f3c1e-7d8a-4a43-9d6e-2a4b8d1c9e05' } as ProposalDetail;

afterEach(() => vi.unstubAllGlobals());

describe('DecisionForm', { timeout: 20_000 }, () => {
  it('asks for a choice at the choice, then sends the decision with its reason', async () => {
    const sent = recordRequests(proposal);
    renderWithProviders(<DecisionForm proposal={proposal} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save decision' }));
    const approve = screen.getByRole('radio', { name: 'Approve' });
    await refusedAt(approve);
    expect(screen.getAllByText('All fields are required').length).toBe(2);
    expect(sent).toEqual([]);

    fireEvent.click(approve);
    fireEvent.input(screen.getByRole('textbox', { name: /^Reason/ }), { target: { value: ' Strong plan. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save decision' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'PATCH')).toBe(true));
    expect(sent.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: `/api/prop/proposals/${proposal.id}/status`,
      body: { status: 'APPROVED', reason: 'Strong plan.' },
    });
  });
});
