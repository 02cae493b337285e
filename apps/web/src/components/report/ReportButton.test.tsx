import { MODERATION_MESSAGES as MODERATION_MESSAGES_CODES } from '@creative-ng/shared/moderation/index';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageText } from '../../lib/language';
import { clearSession, writeSession } from '../../lib/session';
import { renderWithProviders } from '../../test/render';
import { ReportButton } from './ReportButton';

const MODERATION_MESSAGES = Object.fromEntries(
  Object.entries(MODERATION_MESSAGES_CODES).map(([name, code]) => [name, messageText(code)]),
) as Record<keyof typeof MODERATION_MESSAGES_CODES, string>;

const TARGET = '6a1f3c1e-7d8a-4a43-9d6e-2a4b8d1c9e01';

function respond(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession({ notify: false });
});

describe('ReportButton', () => {
  it('is shown only to signed-in members, never on their own content', () => {
    const view = renderWithProviders(<ReportButton targetType="profile" targetId={TARGET} label="Ada" />);
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
    view.unmount();

    writeSession({ accessToken: 'token', userType: 'admin' });
    const asAdmin = renderWithProviders(<ReportButton targetType="profile" targetId={TARGET} label="Ada" />);
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
    asAdmin.unmount();

    writeSession({ accessToken: 'token', userType: 'user', profile: { id: TARGET } });
    const own = renderWithProviders(<ReportButton targetType="profile" targetId={TARGET} label="Ada" />);
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
    own.unmount();

    writeSession({ accessToken: 'token', userType: 'business', profile: { id: 'someone-else' } });
    renderWithProviders(<ReportButton targetType="post" targetId={TARGET} label="Adire for sale" />);
    expect(screen.getByRole('button', { name: 'Report Adire for sale' })).toBeTruthy();
  });

  it('checks the reason, sends the report and shows the server’s answer on the field', async () => {
    writeSession({ accessToken: 'token', userType: 'user' });
    const fetchMock = vi.fn(async () =>
      respond(409, { message: 'x', data: { message: MODERATION_MESSAGES.duplicate, code: 'CONFLICT' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ReportButton targetType="post" targetId={TARGET} label="Adire for sale" />);
    fireEvent.click(screen.getByRole('button', { name: 'Report Adire for sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Adire for sale' });
    const box = screen.getByRole('textbox', { name: 'What is wrong?' });

    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(MODERATION_MESSAGES.reasonRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.input(box, { target: { value: 'A scam: asks for money first.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(MODERATION_MESSAGES.duplicate)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/prop/reports');
    expect(JSON.parse(String(init.body))).toEqual({
      target_type: 'post',
      target_id: TARGET,
      reason: 'A scam: asks for money first.',
    });
    await waitFor(() => expect(dialog.isConnected).toBe(true));
  });
});
