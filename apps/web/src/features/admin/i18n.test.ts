import { DIRECTORY_MESSAGES as DIRECTORY_MESSAGES_CODES, directoryStatus } from '@creative-ng/shared/directory/index';
import { englishGroup } from '@creative-ng/shared/i18n/translate';
import { DIRECTORY_STATUSES } from '@creative-ng/shared/reference/options';
import { describe, expect, it } from 'vitest';
import admin from '../../locales/en.admin.json';
import directory from '../../locales/en.directory.json';
import core from '../../locales/en.json';
import { td } from '../directory/i18n';
import { adminMessage, ta } from './i18n';

const DIRECTORY_MESSAGES = englishGroup(DIRECTORY_MESSAGES_CODES);

describe('the admin and directory catalogues', () => {
  it('say the same as the shared directory messages, word for word (the spec toasts included)', () => {
    for (const [name, text] of Object.entries(DIRECTORY_MESSAGES)) {
      const key = `admin.messages.${name}` as keyof typeof admin;
      expect(admin[key], key).toBe(text);
      expect(adminMessage(text)).toBe(text);
    }
    expect(admin['admin.messages.approved']).toBe('User approved successfully');
    expect(admin['admin.messages.deleted']).toBe('User deleted successfully');
    expect(adminMessage('Something the server made up')).toBe('Something the server made up');
  });

  it('name every status badge, and have no key the core catalogue has', () => {
    for (const status of DIRECTORY_STATUSES) expect(ta(`admin.status.${status}` as never)).toBe(status);
    for (const catalogue of [admin, directory]) {
      for (const [key, value] of Object.entries(catalogue)) {
        expect(value.trim(), key).not.toBe('');
        expect(Object.hasOwn(core, key), key).toBe(false);
      }
    }
  });

  it('fill placeholders and fall back to the core catalogue', () => {
    expect(ta('admin.delete.title', { name: 'Ada Obi' })).toBe('Delete Ada Obi?');
    expect(td('directory.tab.creatives', { count: 3 })).toBe('Creatives (3)');
    expect(td('page.directory.title')).toBe('Directory');
  });
});

describe('directoryStatus', () => {
  it('is BLOCKED before ACTIVE before the visibility, else INACTIVE', () => {
    expect(directoryStatus({ isBlacklisted: true, isActivated: true, visibility: 'public' })).toBe('BLOCKED');
    expect(directoryStatus({ isBlacklisted: false, isActivated: true, visibility: 'private' })).toBe('ACTIVE');
    expect(directoryStatus({ isBlacklisted: false, isActivated: false, visibility: 'private' })).toBe('PRIVATE');
    expect(directoryStatus({ isBlacklisted: false, isActivated: false, visibility: 'public' })).toBe('PUBLIC');
    expect(directoryStatus({ isBlacklisted: false, isActivated: false, visibility: null })).toBe('INACTIVE');
  });
});
