import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertValidKey, isValidKey, type Storage } from './types';

export interface LocalStorage extends Storage {
  readonly kind: 'local';
  readonly dir: string;
  /** A stored object to stream to a client, or undefined when there is none under that key. */
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
}

/**
 * Files under `dir` (DATA_DIR/uploads), served by the API at `/media/<key>` (see modules/media/routes.ts).
 * Writes go to a temporary name first and are renamed into place, so a reader never sees half a file.
 */
export function localStorage(dir: string, options: { publicBaseUrl: string }): LocalStorage {
  const root = path.resolve(dir);
  const base = options.publicBaseUrl.replace(/\/$/, '');
  const basePath = pathOf(base);
  const fileOf = (key: string) => path.join(root, ...key.split('/'));

  return {
    kind: 'local',
    dir: root,
    async put(key, bytes) {
      assertValidKey(key);
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.promises.writeFile(temporary, bytes, { mode: 0o644 });
      await fs.promises.rename(temporary, file);
    },
    async delete(key) {
      assertValidKey(key);
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async read(key) {
      if (!isValidKey(key)) return undefined;
      return fs.promises.readFile(fileOf(key)).catch(() => undefined);
    },
    publicUrl: (key) => `${base}/${key}`,
    keyFromUrl(url) {
      // The absolute address, or the same path on this server ('/media/<key>').
      const rest = url.startsWith(`${base}/`)
        ? url.slice(base.length + 1)
        : basePath && url.startsWith(`${basePath}/`)
          ? url.slice(basePath.length + 1)
          : undefined;
      return rest !== undefined && isValidKey(rest) ? rest : undefined;
    },
    async open(key) {
      if (!isValidKey(key)) return undefined;
      const file = fileOf(key);
      try {
        const stat = await fs.promises.stat(file);
        if (!stat.isFile()) return undefined;
        return { stream: fs.createReadStream(file), size: stat.size };
      } catch {
        return undefined;
      }
    },
  };
}

function pathOf(url: string): string | undefined {
  try {
    return new URL(url).pathname.replace(/\/$/, '');
  } catch {
    return url.startsWith('/') ? url : undefined;
  }
}
