import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, defaultErrorMessage, errorFromBody, requestHeaders } from './api';
import { uploadWithProgress } from './upload';

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

describe('accept-language', () => {
  it('is the language chosen on this device, English when none', () => {
    expect(requestHeaders({}, null).get('accept-language')).toBe('en');
    window.localStorage.setItem('cng.language', 'ha');
    expect(requestHeaders({}, 'abc.def').get('accept-language')).toBe('ha');
    expect(requestHeaders({ headers: { 'accept-language': 'yo' } }, null).get('accept-language')).toBe('yo');
  });

  it('goes with every API call', async () => {
    window.localStorage.setItem('cng.language', 'pcm');
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ message: 'ok', data: null }), { headers: { 'content-type': 'json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    try {
      await apiFetch('/api/reference');
      const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(new Headers(init[1].headers).get('accept-language')).toBe('pcm');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('goes with an upload that reports its progress', async () => {
    window.localStorage.setItem('cng.language', 'ig');
    const sent: Record<string, string> = {};
    class FakeRequest {
      status = 200;
      responseText = JSON.stringify({ message: 'ok', data: { url: '/media/images/a.webp' } });
      responseType = '';
      upload = {};
      onload: (() => void) | null = null;
      open() {}
      setRequestHeader(name: string, value: string) {
        sent[name] = value;
      }
      send() {
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    try {
      await uploadWithProgress('POST', '/api/prop/images', new FormData(), () => {});
      expect(sent['accept-language']).toBe('ig');
    } finally {
      vi.unstubAllGlobals();
    }
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
