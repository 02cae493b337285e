import type { CreativeProfile } from '@creative-ng/shared/profiles/schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, recordPuts } from '../../../test/browser';
import { refusedAt, renderWithProviders } from '../../../test/render';
import EditInfoDialog from './EditInfoDialog';

const profile = {
  id: '6a1f3c1e-7d8a-4a43-9d6e-2a4b8d1c9e01',
  first_name: 'Ada',
  last_name: 'Obi',
  bio: 'Tailor',
  facebook: null,
  instagram: null,
  twitter: null,
  skills: [],
} as unknown as CreativeProfile;

cleanUpAfterEach();

describe('EditInfoDialog', () => {
  it('ties a schema message to its field and sends only what changed', async () => {
    const puts = recordPuts(profile);
    const onOpenChange = vi.fn();
    renderWithProviders(
      <EditInfoDialog profile={profile} open onOpenChange={onOpenChange} returnFocusRef={createRef()} />,
    );
    // The dialog's body is a chunk of its own.
    const facebook = await screen.findByRole('textbox', { name: 'Facebook' }, { timeout: 40_000 });
    fireEvent.input(facebook, { target: { value: 'not a link' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await refusedAt(facebook);
    expect(document.getElementById(`${facebook.id}-error`)?.textContent).toBeTruthy();
    expect(puts).toEqual([]);

    fireEvent.input(facebook, { target: { value: '' } });
    fireEvent.input(screen.getByRole('textbox', { name: /Bio/ }), { target: { value: 'Tailor and designer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(puts).toEqual([{ bio: 'Tailor and designer' }]);
  }, 60_000);
});
