import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { FORM_ERROR } from './formErrors';
import { refusalErrors } from './refusal';

describe('refusalErrors', () => {
  it("ties the server's messages to their fields and puts its message in the footer", () => {
    const cause = new ApiError(409, 'CONFLICT', 'That email is taken.', { email: 'That email is taken.' });
    expect(refusalErrors(cause, 'Could not save.')).toEqual({
      errors: { email: 'That email is taken.', [FORM_ERROR]: 'That email is taken.' },
      message: 'That email is taken.',
    });
  });

  it('says the fallback for an internal error or a dropped connection', () => {
    const fallback = 'Could not save.';
    expect(refusalErrors(new ApiError(500, 'INTERNAL', 'boom'), fallback).message).toBe(fallback);
    expect(refusalErrors(new TypeError('offline'), fallback)).toEqual({
      errors: { [FORM_ERROR]: fallback },
      message: fallback,
    });
  });
});
