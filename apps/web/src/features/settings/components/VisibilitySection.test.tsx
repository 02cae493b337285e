import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, respond, signIn, stubFetch } from '../../../test/browser';
import { renderWithProviders } from '../../../test/render';
import { VisibilitySection } from './VisibilitySection';

cleanUpAfterEach();

describe('Settings → Visibility', () => {
  it('saves the chosen visibility, checked by the shared schema', async () => {
    signIn('user');
    const puts: unknown[] = [];
    stubFetch((_url, init) => {
      if (init.method === 'PUT') puts.push(JSON.parse(String(init.body)));
      const data = init.method === 'PUT' ? null : { visibility: 'public' };
      return respond({ message: 'ok', data });
    });
    renderWithProviders(<VisibilitySection />);
    const privately = (await screen.findByRole('radio', { name: 'Private' })) as HTMLInputElement;
    fireEvent.click(privately);
    expect(privately.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save visibility' }));
    await waitFor(() => expect(puts).toEqual([{ visibility: 'private' }]));
  }, 60_000);
});
