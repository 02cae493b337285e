import { describe, expect, it } from 'vitest';
import { ApiError, defaultErrorMessage, errorFromBody, requestHeaders } from './api';

describe('requestHeaders', () => {
  it('sends the stored token raw, with no Bearer prefix', () => {
    const headers = requestHeaders({}, 'abc.def');
    expect(headers.get('authorization')).toBe('abc.def');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('sends no authorization header when signed out, and a JSON type for JSON bodies', () => {
    const headers = requestHeaders({ json: { a: 1 } }, null);
    expect(headers.has('authorization')).toBe(false);
    expect(headers.get('content-type')).toBe('application/json');
  });
});

describe('errorFromBody', () => {
  it("reads the envelope's data.message, code and fields", () => {
    const error = errorFromBody(409, {
      message: 'Conflict',
      data: { message: 'Email already exists.', code: 'CONFLICT', fields: { email: 'Email already exists.' } },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Email already exists.',
      fields: { email: 'Email already exists.' },
    });
  });

  it('falls back to the top-level message, then to the words for the status', () => {
    expect(errorFromBody(400, { message: 'Bad thing' }).message).toBe('Bad thing');
    const error = errorFromBody(429, null);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toBe('Too many attempts. Please wait a moment and try again.');
    expect(errorFromBody(502, 'oops').message).toBe('Something went wrong');
  });

  it('has a message for unknown codes', () => {
    expect(defaultErrorMessage('SOMETHING_NEW')).toBe('Something went wrong');
  });
});
