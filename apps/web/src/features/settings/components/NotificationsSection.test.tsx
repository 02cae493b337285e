import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, respond, signIn, stubFetch } from '../../../test/browser';
import { renderWithProviders } from '../../../test/render';
import { NotificationsSection } from './NotificationsSection';

const DIGEST = 'Send everything as one email a day instead';
const SAVE = 'Save notification choices';
const LIKED = 'someone likes my post';

cleanUpAfterEach();

describe('Settings → Notices', () => {
  it('sends only what changed, checked by the shared schema, and keeps what was saved', async () => {
    signIn('user');
    const puts: unknown[] = [];
    let saved = { email: { post_liked: true }, daily_digest: false };
    stubFetch((_url, init) => {
      if (init.method !== 'PUT') return respond({ message: 'Settings', data: saved });
      const change = JSON.parse(String(init.body));
      puts.push(change);
      saved = { email: { ...saved.email, ...change.email }, daily_digest: change.daily_digest ?? saved.daily_digest };
      return respond({ message: 'Saved', data: saved });
    });
    renderWithProviders(<NotificationsSection />);
    const digest = (await screen.findByRole('checkbox', { name: DIGEST })) as HTMLInputElement;
    expect(digest.checked).toBe(false);
    fireEvent.click(digest);
    fireEvent.click(screen.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(puts).toEqual([{ daily_digest: true }]));
    await waitFor(() => expect(digest.checked).toBe(true));

    fireEvent.click(screen.getByRole('checkbox', { name: LIKED }));
    fireEvent.click(screen.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(puts).toEqual([{ daily_digest: true }, { email: { post_liked: false } }]));
  }, 60_000);
});
