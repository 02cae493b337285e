import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpField, PasswordField } from '../../../components/form/SecretFields';
import { renderRoutes, renderWithProviders } from '../../../test/render';
import LoginPage from '../pages/LoginPage';
import SignUpPage from '../pages/SignUpPage';
import { LoginForm } from './LoginForm';

function OtpHarness() {
  const [value, setValue] = useState('');
  return <OtpField id="code" label="Enter the 6-digit code" value={value} onValueChange={setValue} />;
}

describe('OTP input', () => {
  it('follows the GOV.UK pattern and strips the spaces of a pasted "123 456"', async () => {
    renderWithProviders(<OtpHarness />);
    const input = (await screen.findByLabelText(/Enter the 6-digit code/)) as HTMLInputElement;
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('pattern')).toBe('[0-9]*');
    expect(input.type).toBe('text');
    expect(input.hasAttribute('maxlength')).toBe(false);
    fireEvent.input(input, { target: { value: '123 456' } });
    expect(input.value).toBe('123456');
  });
});

function PasswordHarness() {
  const [value, setValue] = useState('Secret#1');
  return (
    <PasswordField id="pw" label="Password" autoComplete="current-password" value={value} onValueChange={setValue} />
  );
}

describe('password input', () => {
  it('has a labelled show/hide button', async () => {
    renderWithProviders(<PasswordHarness />);
    const input = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });
});

describe('sign-in form', () => {
  it("says 'All fields are required', focuses the email and makes no call", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<LoginForm idPrefix="t" initialType="user" onSuccess={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('All fields are required')).toHaveLength(2);
    // The form is checked once the shared schemas have loaded (decision 0080); focus moves in an effect after.
    await waitFor(() => expect(document.activeElement?.id).toBe('t-email'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('offers Creative, Business and Partner, and keeps the choice in storage', async () => {
    renderWithProviders(<LoginForm idPrefix="t" initialType="business" onSuccess={() => {}} />);
    expect(((await screen.findByRole('radio', { name: 'Business' })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Partner' }));
    expect(window.localStorage.getItem('loginType')).toBe('partner');
  });
});

describe('sign-up choice page', () => {
  it("shows 'Please select a card before proceeding.' in an alert when Next is pressed with no card", async () => {
    renderWithProviders(<SignUpPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a card before proceeding.');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });
});

describe('login page', () => {
  it('keeps what was typed when the account type changes, and remembers the type', async () => {
    renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
    const email = (await screen.findByLabelText(/^Email/)) as HTMLInputElement;
    fireEvent.input(email, { target: { value: 'ada@example.ng' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Partner' }));
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ada@example.ng');
    expect((screen.getByRole('radio', { name: 'Partner' }) as HTMLInputElement).checked).toBe(true);
    expect(window.localStorage.getItem('loginType')).toBe('partner');
  });

  it('takes the type from ?loginType=', async () => {
    renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login?loginType=business');
    expect(((await screen.findByRole('radio', { name: 'Business' })) as HTMLInputElement).checked).toBe(true);
  });
});
