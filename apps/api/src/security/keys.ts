import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A key for one purpose, derived from APP_SECRET, so one leaked derived key reveals nothing else. */
function derivedKey(appSecret: string, purpose: string): Buffer {
  return createHash('sha256').update(`${purpose}\u0000${appSecret}`).digest();
}

/** A keyed fingerprint (HMAC-SHA256, hex) of a short secret such as an OTP or an identity number. */
export function keyedHash(appSecret: string, purpose: string, value: string): string {
  return createHmac('sha256', derivedKey(appSecret, purpose)).update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Encrypts text with AES-256-GCM for storage; returns base64url of iv | tag | ciphertext. */
export function seal(appSecret: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(appSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unseal(appSecret: string, purpose: string, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', derivedKey(appSecret, purpose), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
