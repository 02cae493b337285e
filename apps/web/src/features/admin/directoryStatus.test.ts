import { directoryStatus } from '@creative-ng/shared/directory/index';
import { describe, expect, it } from 'vitest';

describe('directoryStatus', () => {
  it('is BLOCKED before ACTIVE before the visibility, else INACTIVE', () => {
    expect(directoryStatus({ isBlacklisted: true, isActivated: true, visibility: 'public' })).toBe('BLOCKED');
    expect(directoryStatus({ isBlacklisted: false, isActivated: true, visibility: 'private' })).toBe('ACTIVE');
    expect(directoryStatus({ isBlacklisted: false, isActivated: false, visibility: 'private' })).toBe('PRIVATE');
    expect(directoryStatus({ isBlacklisted: false, isActivated: false, visibility: 'public' })).toBe('PUBLIC');
    expect(directoryStatus({ isBlacklisted: false, isActivated: false, visibility: null })).toBe('INACTIVE');
  });
});
