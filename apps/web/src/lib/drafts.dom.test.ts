import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, loadDraft, saveDraft } from './drafts';
import { clearSession, writeSession } from './session';

describe('drafts on the device', () => {
  afterEach(() => localStorage.clear());

  it('are kept per account, dropped when empty, and gone at sign-out', () => {
    const mine = draftKey('post', 'acc-1');
    expect(draftKey('post', null)).toBeNull();
    saveDraft(mine, { title: 'Adire', description: '', images: [] });
    expect(loadDraft<{ title: string }>(mine)).toEqual({ title: 'Adire', description: '', images: [] });
    expect(loadDraft(draftKey('post', 'acc-2'))).toBeNull();

    saveDraft(mine, { title: '', description: '', images: [] });
    expect(loadDraft(mine)).toBeNull();

    saveDraft(mine, { title: 'Adire again' });
    writeSession({ accessToken: 'tok', userType: 'user' });
    clearSession({ notify: false });
    expect(loadDraft(mine)).toBeNull();

    saveDraft(mine, { title: 'x' });
    clearDraft(mine);
    expect(loadDraft(mine)).toBeNull();
  });
});
