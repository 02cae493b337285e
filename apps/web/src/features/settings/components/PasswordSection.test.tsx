import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, recordBodies, respond, signIn } from '../../../test/browser';
import { refusedAt, renderWithProviders } from '../../../test/render';
import { PasswordSection } from './PasswordSection';

cleanUpAfterEach();

const refusal = (field: string, message: string) =>
  respond({ message, data: { message, code: 'VALIDATION', fields: { [field]: message } } }, 400);

describe('Settings → Password', () => {
  it("ties the schema's message and the server's refusal to their fields, and focuses the field", async () => {
    signIn('user');
    const puts = recordBodies(() => refusal('current_password', 'The current password is not right.'));
    renderWithProviders(<PasswordSection />);
    const current = await screen.findByLabelText(/Current password/);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await refusedAt(current);
    expect(puts).toEqual([]);

    const body = { current_password: 'Old#pass1', new_password: 'New#pass2025', confirm_password: 'New#pass2025' };
    fireEvent.input(current, { target: { value: body.current_password } });
    fireEvent.input(screen.getByLabelText(/^New password/), { target: { value: body.new_password } });
    fireEvent.input(screen.getByLabelText(/Confirm/), { target: { value: body.confirm_password } });
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBeNull());
    fireEvent.submit(current.closest('form') as HTMLFormElement);
    await waitFor(() => expect(puts).toEqual([body]));
    await waitFor(() =>
      expect(document.getElementById(`${current.id}-error`)?.textContent).toBe('The current password is not right.'),
    );
    await waitFor(() => expect(document.activeElement).toBe(current));
  }, 60_000);
});
