import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, recordBodies, respond, signIn } from '../../../test/browser';
import { renderWithProviders } from '../../../test/render';
import { VisibilitySection } from './VisibilitySection';

cleanUpAfterEach();

describe('Settings → Visibility', () => {
  it('saves the chosen visibility, checked by the shared schema', async () => {
    signIn('user');
    const puts = recordBodies((_url, init) =>
      respond({ message: 'ok', data: init.method === 'PUT' ? null : { visibility: 'public' } }),
    );
    renderWithProviders(<VisibilitySection />);
    const privately = (await screen.findByRole('radio', { name: 'Private' })) as HTMLInputElement;
    fireEvent.click(privately);
    expect(privately.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save visibility' }));
    await waitFor(() => expect(puts).toEqual([{ visibility: 'private' }]));
  }, 60_000);
});
