import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import PartnerSignUpPage from './PartnerSignUpPage';

afterEach(() => vi.restoreAllMocks());

describe('partner sign-up', () => {
  it('checks each step with its shared schema: messages at their fields, focus on the first, then the next step', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<PartnerSignUpPage />);
    const name = await screen.findByRole('textbox', { name: /Organization Name/ });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'), { timeout: 20_000 });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.getByRole('textbox', { name: /Organization Email/ }).getAttribute('aria-invalid')).toBe('true');

    fireEvent.input(name, { target: { value: 'Arts Fund' } });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBeNull());
    fireEvent.input(screen.getByRole('textbox', { name: /Organization Email/ }), {
      target: { value: 'fund@example.org' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: /Organization Sector/ }), { target: { value: 'private' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: /Step 2 of 3/ });
    expect(fetchSpy).not.toHaveBeenCalled();
  }, 60_000);
});
