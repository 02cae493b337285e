import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertValidKey, IMMUTABLE_CACHE, isValidKey, type Storage } from './types';

/*
 * Three calls (PUT, GET and DELETE of one object), signed with AWS Signature Version 4 by aws4fetch: one small
 * dependency-free package over fetch and Web Crypto, where @aws-sdk/client-s3 would bring ~100 packages for them.
 * Any S3-compatible store (AWS, MinIO, Cloudflare R2, DigitalOcean Spaces, Backblaze B2…) accepts these requests.
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
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    // A store's 5xx or 429 is tried again twice, after a short random wait; beyond that the upload answers 503.
    retries: 2,
  });

  async function send(method: 'PUT' | 'DELETE', key: string, body?: Buffer, headers: Record<string, string> = {}) {
    assertValidKey(key);
    const url = `${objectBase}/${encodePath(key)}`;
    const response = await client.fetch(url, {
      method,
      // The body's hash is signed too (rather than UNSIGNED-PAYLOAD), so the store rejects altered bytes.
      headers: { ...headers, 'x-amz-content-sha256': sha256Hex(body ?? Buffer.alloc(0)) },
      ...(body ? { body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
      // Sign every header we send, content-type included (aws4fetch leaves it out by default).
      aws: { allHeaders: true },
    });
    const text = await response.text().catch(() => '');
    if (response.ok || (method === 'DELETE' && response.status === 404)) return;
    throw new Error(`S3 ${method} ${new URL(url).pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  }

  return {
    kind: 's3',
    put: (key, bytes, contentType) =>
      send('PUT', key, bytes, { 'content-type': contentType, 'cache-control': IMMUTABLE_CACHE }),
    delete: (key) => send('DELETE', key),
    async read(key) {
      if (!isValidKey(key)) return undefined;
      const url = `${objectBase}/${encodePath(key)}`;
      const response = await client.fetch(url, {
        method: 'GET',
        headers: { 'x-amz-content-sha256': sha256Hex(Buffer.alloc(0)) },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`S3 GET ${new URL(url).pathname} answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    publicUrl: (key) => `${publicBase}/${encodePath(key)}`,
    keyFromUrl(url) {
      if (!url.startsWith(`${publicBase}/`)) return undefined;
      const key = url.slice(publicBase.length + 1);
      return isValidKey(key) ? key : undefined;
    },
  };
}

function sha256Hex(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** RFC 3986 encoding of one path segment (only A-Z a-z 0-9 - _ . ~ stay), as S3 object paths want it. */
function encodeSegment(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function encodePath(key: string): string {
  return key.split('/').map(encodeSegment).join('/');
}
