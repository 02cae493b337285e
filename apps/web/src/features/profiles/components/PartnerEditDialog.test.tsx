import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, recordPuts } from '../../../test/browser';
import { refusedAt, renderWithProviders } from '../../../test/render';
import type { PartnerOwnProfile } from '../lib/partner';
import { PartnerEditDialog } from './PartnerEditDialog';

const profile = {
  name: 'Arts Fund',
  website: null,
  industry: 'private',
  contact: { name: 'Bola Ade', email: 'bola@example.org', phone: '+2348031234567' },
  partner_type: 'sponsor',
  goals: 'Support young film makers.',
  outcome: 'Grants and mentoring.',
} as unknown as PartnerOwnProfile;

cleanUpAfterEach();

describe('PartnerEditDialog', () => {
  it('ties a schema message to its field and sends only what changed', async () => {
    const puts = recordPuts(profile);
    const onOpenChange = vi.fn();
    const onSaved = vi.fn();
    renderWithProviders(
      <PartnerEditDialog
        profile={profile}
        open
        onOpenChange={onOpenChange}
        returnFocusRef={createRef()}
        onSaved={onSaved}
      />,
    );
    // The dialog's body is a chunk of its own.
    const name = await screen.findByRole('textbox', { name: /Organisation name/ }, { timeout: 40_000 });
    fireEvent.input(name, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await refusedAt(name);
    expect(document.getElementById(`${name.id}-error`)?.textContent).toBeTruthy();
    expect(puts).toEqual([]);

    fireEvent.input(name, { target: { value: 'Arts Fund Nigeria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(puts).toEqual([{ name: 'Arts Fund Nigeria' }]);
    expect(onSaved).toHaveBeenCalled();
  }, 60_000);
});
