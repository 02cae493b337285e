import { describe, expect, it } from 'vitest';
import { formatLagosDateTime, preview } from './format';

describe('dates and previews', () => {
  it('shows UTC moments on the Nigerian clock', () => {
    // 13:30 UTC is 14:30 in Lagos (WAT, UTC+1, all year).
    expect(formatLagosDateTime('2026-03-14T13:30:00.000000Z')).toMatch(/14:30|2:30/);
    expect(formatLagosDateTime('not a date')).toBe('');
  });

  it('cuts long text on a word', () => {
    expect(preview('short', 10)).toBe('short');
    expect(preview('one two three four five six', 14)).toBe('one two three…');
  });
});
