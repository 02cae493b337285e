import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftKey, loadDraft } from '../../../lib/drafts';
import { clearSession, writeSession } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { CreateProposalDialog } from './CreateProposalDialog';

const HOST = '6a1f3c1e-7d8a-4a43-9d6e-2a4b8d1c9e01';
const ACCOUNT = 'acc-7';
const KEY = draftKey('proposal', ACCOUNT);

function respond(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function stub() {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/prop/proposal-hosts')) {
      return respond({ message: 'Hosts', data: [{ id: HOST, name: 'Arts Fund', opportunities: [] }] });
    }
    if (url === '/api/prop/proposals') return respond({ message: 'Proposal sent', data: { id: 'p1' } }, 201);
    return respond({ message: 'Proposals', data: { page: 1, limit: 3, total: 0, total_pages: 0, data: [] } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function signIn() {
  writeSession({ accessToken: 'tok', userType: 'user', profile: { id: ACCOUNT, first_name: 'Ada' } });
}

const open = () => renderWithProviders(<CreateProposalDialog open onOpenChange={() => {}} />);

afterEach(() => vi.unstubAllGlobals());

describe('a proposal being written is kept on the device', { timeout: 20_000 }, () => {
  it('keeps the text as it is typed, per account', async () => {
    signIn();
    stub();
    open();
    // The first render of a file pays for loading the dialog's modules: give it time on a busy machine.
    fireEvent.input(await screen.findByLabelText(/^Title/, undefined, { timeout: 10_000 }), {
      target: { value: 'Mural for Ajegunle' },
    });
    fireEvent.input(screen.getByLabelText(/^Cover letter/), { target: { value: 'Thirty metres of colour.' } });
    await waitFor(() =>
      expect(loadDraft(KEY)).toEqual({
        host_id: '',
        opportunity_id: '',
        title: 'Mural for Ajegunle',
        cover_letter: 'Thirty metres of colour.',
      }),
    );
  });

  it('comes back when the form reopens, says so (documents are not kept), and can be dropped', async () => {
    signIn();
    stub();
    localStorage.setItem(
      KEY ?? '',
      JSON.stringify({ host_id: HOST, opportunity_id: '', title: 'Mural', cover_letter: 'Thirty metres.' }),
    );
    open();
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'We kept the proposal you started on this device. Documents are not kept: attach them again.Start again',
    );
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Mural');
    expect((screen.getByLabelText(/^Cover letter/) as HTMLTextAreaElement).value).toBe('Thirty metres.');
    await waitFor(() => expect((screen.getByLabelText(/^Partner/) as HTMLSelectElement).value).toBe(HOST));

    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
    expect(loadDraft(KEY)).toBeNull();
  });

  it('is cleared once the proposal is sent', async () => {
    signIn();
    const fetchMock = stub();
    localStorage.setItem(
      KEY ?? '',
      JSON.stringify({ host_id: HOST, opportunity_id: '', title: 'Mural', cover_letter: 'Thirty metres.' }),
    );
    open();
    await waitFor(() => expect((screen.getByLabelText(/^Partner/) as HTMLSelectElement).value).toBe(HOST));
    const pdf = new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText(/^Documents/), { target: { files: [pdf] } });
    // Sending waits while a chosen document is still being read (the button is busy): as a person would, send once
    // the document shows in the list.
    await screen.findByText('plan.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Send proposal' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/prop/proposals')).toBe(true), {
      timeout: 5_000,
    });
    await waitFor(() => expect(loadDraft(KEY)).toBeNull());
  });

  it('is gone after sign-out, and nothing is kept for a visitor', async () => {
    signIn();
    localStorage.setItem(KEY ?? '', JSON.stringify({ title: 'Mural' }));
    clearSession({ notify: false });
    expect(loadDraft(KEY)).toBeNull();

    stub();
    open();
    fireEvent.input(await screen.findByLabelText(/^Title/), { target: { value: 'Anonymous' } });
    expect(Object.keys(localStorage).filter((key) => key.startsWith('cng.draft.'))).toEqual([]);
  });
});
