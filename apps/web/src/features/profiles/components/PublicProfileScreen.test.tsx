import { describe, expect, it } from 'vitest';
import { kindFromState } from './PublicProfileScreen';

describe('kindFromState', () => {
  it('reads the type carried in navigation state', () => {
    expect(kindFromState({ type: 'partner', admin: true })).toBe('partner');
    expect(kindFromState({ type: 'user' })).toBe('creative');
    expect(kindFromState({ type: 'nonsense' })).toBeNull();
    expect(kindFromState(null)).toBeNull();
  });
});
