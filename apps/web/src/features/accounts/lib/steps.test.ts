import { describe, expect, it } from 'vitest';
import { BUSINESS_STEP_FIELDS, fieldOrder, PARTNER_STEP_FIELDS, stepOf } from './steps';

describe('multi-step forms', () => {
  it('sends a server field error back to its step', () => {
    expect(stepOf(BUSINESS_STEP_FIELDS, 'lga')).toBe(1);
    expect(stepOf(BUSINESS_STEP_FIELDS, 'email')).toBe(2);
    expect(stepOf(BUSINESS_STEP_FIELDS, 'detail_market_access')).toBe(3);
    expect(stepOf(BUSINESS_STEP_FIELDS, 'something_new')).toBe(3);
    expect(stepOf(PARTNER_STEP_FIELDS, 'user_phone_number')).toBe(2);
    expect(stepOf(PARTNER_STEP_FIELDS, 'website')).toBe(1);
    expect(stepOf(PARTNER_STEP_FIELDS, 'password')).toBe(3);
  });

  it('lists the fields in screen order', () => {
    expect(fieldOrder(PARTNER_STEP_FIELDS).slice(0, 5)).toEqual(['name', 'email', 'website', 'industry', 'user_name']);
  });
});
