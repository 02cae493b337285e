import path from 'node:path';
import type { Config } from '../../config/env';
import { type LocalStorage, localStorage } from './local';
import { s3Storage } from './s3';
import type { Storage } from './types';

export { type LocalStorage, localStorage } from './local';
export { type S3StorageConfig, s3Storage } from './s3';
export { IMMUTABLE_CACHE, isValidKey, type Storage } from './types';

/** The store the configuration asks for: S3 when a bucket is set, else DATA_DIR/uploads served at /media. */
export function storageFromConfig(config: Config): Storage | LocalStorage {
  if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  // Without PUBLIC_URL, image addresses are root-relative ('/media/…'): they keep working when the platform
  // moves to another port or host name, and demo data seeded on one port shows on another.
  const base = config.PUBLIC_URL ? `${config.publicUrl}/media` : '/media';
  return localStorage(path.join(config.dataDir, 'uploads'), { publicBaseUrl: base });
}

/** True for the local-disk store, whose files the API itself serves at /media. */
export function isLocalStorage(storage: Storage): storage is LocalStorage {
  return storage.kind === 'local';
}
