import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets the platform needs. When one is not given in the environment it is generated once
 * and kept in DATA_DIR/secrets.json (mode 600), so a restart keeps what depends on it valid.
 * With several instances, set them in the environment instead so all instances agree.
 */
export interface Secrets {
  /** Keys HMACs of OTPs, identity numbers and signed links. */
  appSecret: string;
}

export function loadSecrets(dataDir: string, given: { APP_SECRET?: string | undefined }): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  const stored = readStored(file);
  const appSecret = given.APP_SECRET ?? stored.appSecret ?? randomBytes(32).toString('base64url');
  if (!given.APP_SECRET && stored.appSecret !== appSecret) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify({ ...stored, appSecret }, null, 2)}\n`, { mode: 0o600 });
  }
  return { appSecret };
}

function readStored(file: string): Partial<Secrets> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  } catch {
    return {};
  }
}
