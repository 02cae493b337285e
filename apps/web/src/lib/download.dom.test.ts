import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setUnauthorizedHandler } from './api';
import { downloadWithToken, filenameFromDisposition, safeFilename } from './download';
import { getAccessToken, writeSession } from './session';

describe('filenameFromDisposition', () => {
  const fallback = 'fallback.json';

  it("reads the server's quoted file name", () => {
    expect(filenameFromDisposition('attachment; filename="creativeng-my-data-2025-03-01.json"', fallback)).toBe(
      'creativeng-my-data-2025-03-01.json',
    );
  });

  it('reads a plain and an RFC 5987 file name, preferring filename*', () => {
    expect(filenameFromDisposition('attachment; filename=data.json', fallback)).toBe('data.json');
    expect(
      filenameFromDisposition(`attachment; filename="plain.json"; filename*=UTF-8''my%20data%20%C3%A9.json`, fallback),
    ).toBe('my data é.json');
  });

  it('falls back when there is no header, no name or an unusable one', () => {
    expect(filenameFromDisposition(null, fallback)).toBe(fallback);
    expect(filenameFromDisposition('attachment', fallback)).toBe(fallback);
    expect(filenameFromDisposition('attachment; filename=""', fallback)).toBe(fallback);
    expect(filenameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`, fallback)).toBe(fallback);
  });

  it('drops folders and characters a file system refuses', () => {
    expect(safeFilename('../../etc/passwd')).toBe('passwd');
    expect(safeFilename('C:\\Users\\x\\a:b?.json')).toBe('ab.json');
    expect(safeFilename('...hidden.json')).toBe('hidden.json');
    expect(filenameFromDisposition('attachment; filename="../secret.json"', fallback)).toBe('secret.json');
  });
});

describe('downloadWithToken', () => {
  let clicked: { href: string; download: string }[];

  beforeEach(() => {
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    writeSession({ accessToken: 'tok.en', userType: 'admin' });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the token and saves the file under the name the server gives', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('a,b\n1,2\n', {
          status: 200,
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="creatives-2025.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await downloadWithToken('/api/prop/admin-creative.csv', 'creatives.csv');
    expect(file).toEqual({ filename: 'creatives-2025.csv', bytes: 8 });
    expect(clicked).toEqual([{ href: 'blob:file', download: 'creatives-2025.csv' }]);
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init[1].headers).get('authorization')).toBe('tok.en');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('uses the fallback name when the server names none', async () => {
    vi.stubGlobal('fetch', async () => new Response('x', { status: 200 }));
    expect((await downloadWithToken('/api/prop/event/1/attendees.csv', 'attendees.csv')).filename).toBe(
      'attendees.csv',
    );
  });

  it("rejects with the server's error and saves nothing", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ message: 'No', data: { code: 'FORBIDDEN', message: 'Not yours.' } }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await expect(downloadWithToken('/x', 'x.csv')).rejects.toMatchObject({ status: 403, message: 'Not yours.' });
    expect(clicked).toEqual([]);
    expect(getAccessToken()).toBe('tok.en');
  });

  it('ends the session on 401', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('fetch', async () => new Response('', { status: 401 }));
    await expect(downloadWithToken('/x', 'x.csv')).rejects.toMatchObject({ status: 401 });
    expect(getAccessToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('rejects with NETWORK when the server is out of reach', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await downloadWithToken('/x', 'x.csv').catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
