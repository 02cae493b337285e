/**
 * Where uploaded files live. Keys are random, so a stored object never changes and can be cached for a year.
 * Local disk under DATA_DIR/uploads by default; any S3-compatible store when S3_* is set. The code above
 * the adapter is the same for both.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes an object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** The bytes of a stored object, or undefined when there is none under that key (e.g. to make a link preview). */
  read(key: string): Promise<Buffer | undefined>;
  /** The address people load the object from. */
  publicUrl(key: string): string;
  /** The key behind one of this store's public addresses, or undefined for any other address. */
  keyFromUrl(url: string): string | undefined;
}

/** Cache header of stored objects: their keys are random and never reused, so they never change. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Keys are short relative paths of lowercase letters, digits, '-', '_' and '.', with no '..' and no leading '/'. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/;

export function isValidKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key) && !key.split('/').includes('..');
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}
