import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, recordPuts } from '../../../test/browser';
import { renderWithProviders } from '../../../test/render';
import { ADA_FILMS } from '../lib/testProfile';
import { BusinessEditForm } from './BusinessEditForm';

cleanUpAfterEach();

describe('BusinessEditForm', () => {
  it("ties the schema's and its own messages to their fields, focuses the first, and sends nothing", async () => {
    const puts = recordPuts(ADA_FILMS);
    renderWithProviders(<BusinessEditForm profile={ADA_FILMS} onDone={() => {}} />);
    const tradeName = screen.getByRole('textbox', { name: /Trade name/ });
    fireEvent.input(tradeName, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Twitter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(tradeName.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${tradeName.id}-error`)?.textContent).toBe('Trade name is required.');
    const twitter = screen.getByRole('textbox', { name: 'Twitter link' });
    expect(document.getElementById(`${twitter.id}-error`)?.textContent).toBe(
      'Enter a full web address, starting with https://',
    );
    await waitFor(() => expect(document.activeElement).toBe(tradeName));
    expect(puts).toEqual([]);
  });

  it('sends only what changed, as the schema gives it, through the mutation', async () => {
    const puts = recordPuts(ADA_FILMS);
    const onDone = vi.fn();
    renderWithProviders(<BusinessEditForm profile={ADA_FILMS} onDone={onDone} />);
    fireEvent.input(screen.getByRole('textbox', { name: /Website/ }), { target: { value: ' https://ada.ng ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(puts).toEqual([{ website: 'https://ada.ng' }]);
  });
});
