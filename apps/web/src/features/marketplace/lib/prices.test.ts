import { describe, expect, it } from 'vitest';
import { formatKobo } from './marketApi';

describe('prices', () => {
  it('are shown in naira as Nigerians read them, without kobo', () => {
    expect(formatKobo(2_500_000)).toBe('₦25,000');
    expect(formatKobo(2_000_000_000)).toBe('₦20,000,000');
    expect(formatKobo(123_450)).toBe('₦1,235');
  });
});
