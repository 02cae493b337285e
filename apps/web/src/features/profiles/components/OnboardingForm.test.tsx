import type { CreativeProfile } from '@creative-ng/shared/profiles/schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import OnboardingForm from './OnboardingForm';

const empty = {
  id: '6a1f3c1e-7d8a-4a43-9d6e-2a4b8d1c9e01',
  email: 'ada@example.ng',
  first_name: '',
  last_name: 'Obi',
  phone_number: null,
  skills: [],
  verification_type: null,
  need_training: false,
  need_funding: false,
  need_tools: false,
  need_market_access: false,
} as unknown as CreativeProfile;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OnboardingForm', () => {
  it('checks with the shared schema and its own rules, ties each message to its field and focuses the first', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    renderWithProviders(<OnboardingForm profile={empty} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save my profile' }));
    const firstName = screen.getByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(firstName.getAttribute('aria-invalid')).toBe('true'));
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const phoneMessage = document.getElementById(`${phone.id}-error`)?.textContent;
    expect(phoneMessage).toBe('Phone number is required.');
    expect(document.getElementById(`${firstName.id}-error`)?.textContent).toBe('First name is required');
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    // A message steps aside when its field changes.
    fireEvent.input(phone, { target: { value: '0803 123 4567' } });
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBeNull());
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
  });
});
