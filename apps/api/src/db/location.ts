import path from 'node:path';

/** Where the embedded database keeps its files inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}
