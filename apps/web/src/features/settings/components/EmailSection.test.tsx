import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, recordBodies, respond, signIn } from '../../../test/browser';
import { refusedAt, renderWithProviders } from '../../../test/render';
import { EmailSection } from './EmailSection';

cleanUpAfterEach();

describe('Settings → Email', () => {
  it('checks the new address with the shared schema, then asks for the code sent to it', async () => {
    signIn('user');
    const bodies = recordBodies(() => respond({ message: 'Code sent', data: null }));
    renderWithProviders(<EmailSection />);
    const address = await screen.findByLabelText(/New email/);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await refusedAt(address);
    expect(bodies).toEqual([]);

    fireEvent.input(address, { target: { value: 'ada@example.com' } });
    fireEvent.input(screen.getByLabelText(/^Your password/), { target: { value: 'Secret#2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(bodies).toEqual([{ new_email: 'ada@example.com', password: 'Secret#2025' }]));
    const code = await screen.findByLabelText(/code/i, { selector: 'input' });
    await waitFor(() => expect(document.activeElement).toBe(code));
  }, 60_000);
});
