import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { renderWithProviders } from '../../../test/render';
import { ResendCode } from './ResendCode';

describe('Resend code', () => {
  it('sends a new code, then waits before it can ask again', async () => {
    const onResend = vi.fn(async () => 'A new code is on its way');
    renderWithProviders(<ResendCode onResend={onResend} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText(/You can ask for a new code in \d+ seconds/)).toBeTruthy();
    expect(onResend).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says the server's refusal under the button, and a refusal for asking too often waits too", async () => {
    const onResend = vi.fn(async (): Promise<string | null> => {
      throw new ApiError(429, 'RATE_LIMITED', 'Too many requests, try again later');
    });
    renderWithProviders(<ResendCode onResend={onResend} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    const status = await screen.findByRole('status');
    expect(await screen.findByText(/You can ask for a new code in \d+ seconds/)).toBeTruthy();
    expect(status.textContent).toBe('Too many requests, try again later');
  });

  it('neither toasts nor waits when nothing was sent (no address yet)', async () => {
    const onResend = vi.fn(async () => null);
    renderWithProviders(<ResendCode onResend={onResend} />);
    const button = (await screen.findByRole('button', { name: 'Resend code' })) as HTMLButtonElement;
    fireEvent.click(button);
    await vi.waitFor(() => expect(onResend).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(button.disabled).toBe(false));
    expect(screen.queryByText(/You can ask for a new code/)).toBeNull();
  });
});
