import { createHash, createHmac } from 'node:crypto';
import { assertValidKey, IMMUTABLE_CACHE, isValidKey, type Storage } from './types';

/*
 * Why not @aws-sdk/client-s3: we need two calls (PUT and DELETE of one object). The SDK brings ~100 packages
 * and several MB to install and load for that; Signature Version 4 for a single request is ~60 lines of
 * node:crypto, checked below against AWS's own published example (test/media.test.ts). Any S3-compatible
 * store (AWS, MinIO, Cloudflare R2, DigitalOcean Spaces, Backblaze B2…) accepts these two signed requests.
 */

export interface S3StorageConfig {
  /** A non-AWS store's address (MinIO, R2…); requests then use path-style URLs (`endpoint/bucket/key`). */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public address of the bucket (a CDN or the bucket's public URL); defaults to the object URL. */
  publicUrl?: string | undefined;
  /** Give up on one request after this long. */
  timeoutMs?: number;
}

export function s3Storage(config: S3StorageConfig): Storage {
  const objectBase = config.endpoint
    ? `${config.endpoint.replace(/\/$/, '')}/${encodeSegment(config.bucket)}`
    : `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
  const publicBase = (config.publicUrl ?? objectBase).replace(/\/$/, '');
  const timeoutMs = config.timeoutMs ?? 30_000;

  async function send(method: 'PUT' | 'DELETE', key: string, body?: Buffer, headers: Record<string, string> = {}) {
    assertValidKey(key);
    const url = new URL(`${objectBase}/${encodePath(key)}`);
    const payloadHash = sha256Hex(body ?? Buffer.alloc(0));
    const signed = signV4({
      method,
      url,
      headers,
      payloadHash,
      region: config.region,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      now: new Date(),
    });
    const response = await fetch(url, {
      method,
      headers: signed,
      ...(body ? { body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text().catch(() => '');
    if (response.ok || (method === 'DELETE' && response.status === 404)) return;
    throw new Error(`S3 ${method} ${url.pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  }

  return {
    kind: 's3',
    put: (key, bytes, contentType) =>
      send('PUT', key, bytes, { 'content-type': contentType, 'cache-control': IMMUTABLE_CACHE }),
    delete: (key) => send('DELETE', key),
    publicUrl: (key) => `${publicBase}/${encodePath(key)}`,
    keyFromUrl(url) {
      if (!url.startsWith(`${publicBase}/`)) return undefined;
      const key = url.slice(publicBase.length + 1);
      return isValidKey(key) ? key : undefined;
    },
  };
}

export interface SignV4Input {
  method: string;
  url: URL;
  /** Headers to send and sign besides host, x-amz-date and x-amz-content-sha256. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (of an empty body when there is none). */
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  now: Date;
  service?: string;
}

/**
 * AWS Signature Version 4 for one request, with the payload hash in `x-amz-content-sha256` as S3 requires.
 * Returns every header to send (without host, which fetch sets from the URL) including `authorization`.
 */
export function signV4(input: SignV4Input): Record<string, string> {
  const service = input.service ?? 's3';
  const amzDate = input.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers)) headers[name.toLowerCase()] = value;
  headers['x-amz-date'] = amzDate;
  headers['x-amz-content-sha256'] = input.payloadHash;

  const toSign: Record<string, string> = { ...headers, host: input.url.host };
  const names = Object.keys(toSign).sort();
  const canonicalHeaders = names.map((n) => `${n}:${String(toSign[n]).trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalPath(input.url.pathname),
    canonicalQuery(input.url.searchParams),
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let signingKey = hmac(`AWS4${input.secretAccessKey}`, day);
  for (const part of [input.region, service, 'aws4_request']) signingKey = hmac(signingKey, part);
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** RFC 3986 encoding of one path segment or query part, as SigV4 wants it (only A-Z a-z 0-9 - _ . ~ stay). */
function encodeSegment(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function encodePath(key: string): string {
  return key.split('/').map(encodeSegment).join('/');
}

/** S3 paths are encoded once: decode what the URL parser encoded, then encode each segment. */
function canonicalPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => encodeSegment(safeDecode(segment)))
    .join('/');
}

function canonicalQuery(params: URLSearchParams): string {
  return [...params.entries()]
    .map(([k, v]) => [encodeSegment(k), encodeSegment(v)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
