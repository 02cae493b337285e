import {
  businessStep1Schema,
  createPasswordRequestSchema,
  loginRequestSchema,
  partnerStep2Schema,
} from '@creative-ng/shared/accounts/schemas';
import { describe, expect, it } from 'vitest';
import { FORM_ERROR, fieldErrorsFromIssues, firstErrorField, hasErrors, validate, withoutError } from './forms';

describe('fieldErrorsFromIssues', () => {
  it('keeps the first message per field, keyed by issue.path[0]', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['password'], message: 'Password should be at least 8 characters long.' },
        { path: ['password'], message: 'Password should contain at least one capital letter.' },
        { path: ['email'], message: 'Email is required' },
        { path: ['items', 0, 'name'], message: 'Name is required' },
      ]),
    ).toEqual({
      password: 'Password should be at least 8 characters long.',
      email: 'Email is required',
      items: 'Name is required',
    });
  });

  it('puts a message with no path under the form, and numbers as strings', () => {
    expect(fieldErrorsFromIssues([{ path: [], message: 'Whole form' }])).toEqual({ [FORM_ERROR]: 'Whole form' });
    expect(fieldErrorsFromIssues([{ path: [2], message: 'Third' }])).toEqual({ '2': 'Third' });
  });
});

describe('validate with the shared schemas', () => {
  it("gives the spec's business step 1 messages for empty fields", () => {
    const result = validate(businessStep1Schema, { trade_name: ' ', sector: '', area: '', state: '', lga: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        trade_name: 'Trade name is required.',
        sector: 'Sector is required.',
        area: 'Area is required.',
        state: 'State is required.',
        lga: 'LGA is required.',
      },
    });
  });

  it('checks that area belongs to the sector and LGA to the state, and returns the official spelling', () => {
    const wrong = validate(businessStep1Schema, {
      trade_name: 'Kente Co',
      sector: 'Film & TV',
      area: 'Painter',
      state: 'Lagos',
      lga: 'Kano Municipal',
    });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) {
      expect(wrong.errors.area).toBe('Choose an area of the selected sector.');
      expect(wrong.errors.lga).toBe('Choose an LGA of the selected state.');
    }
    const right = validate(businessStep1Schema, {
      trade_name: 'Kente Co',
      sector: 'Film & TV',
      area: 'Film Director',
      state: 'fct',
      lga: 'Bwari',
    });
    expect(right.ok && right.data.state).toBe('Federal Capital Territory');
  });

  it("says 'All fields are required' for an empty sign-in", () => {
    const result = validate(loginRequestSchema, { email: '', password: '' });
    expect(result).toEqual({
      ok: false,
      errors: { email: 'All fields are required', password: 'All fields are required' },
    });
  });

  it("puts 'Passwords do not match.' on the confirmation", () => {
    const result = validate(createPasswordRequestSchema, { password: 'Secret#123', confirm_password: 'Secret#124' });
    expect(result).toEqual({ ok: false, errors: { confirm_password: 'Passwords do not match.' } });
  });

  it("shows 'Contact Number is required' on the partner's phone field (the old defect)", () => {
    const result = validate(partnerStep2Schema, {
      user_name: 'Ada',
      user_email: 'ada@example.ng',
      user_phone_number: '',
    });
    expect(result).toEqual({ ok: false, errors: { user_phone_number: 'Contact Number is required' } });
  });
});

describe('error helpers', () => {
  it('finds the first field in error in screen order', () => {
    expect(firstErrorField({ password: 'x', email: 'y' }, ['email', 'password'])).toBe('email');
    expect(firstErrorField({ other: 'z' }, ['email'])).toBe('other');
    expect(firstErrorField({}, ['email'])).toBeUndefined();
  });

  it('drops one field and knows when there are none left', () => {
    const errors = { email: 'x', password: 'y' };
    expect(withoutError(errors, 'email')).toEqual({ password: 'y' });
    expect(withoutError(errors, 'nothing')).toBe(errors);
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: undefined })).toBe(false);
    expect(hasErrors({ email: 'x' })).toBe(true);
  });
});
