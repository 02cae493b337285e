import fs from 'node:fs';
import path from 'node:path';

/** DATA_DIR/server.json: where the running server of this data folder listens, for the command-line tools. */
export interface ServerInfo {
  pid: number;
  url: string;
}

const fileIn = (dataDir: string) => path.join(dataDir, 'server.json');

export function writeServerInfo(dataDir: string, info: ServerInfo): void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(fileIn(dataDir), `${JSON.stringify(info)}\n`, { mode: 0o600 });
}

export function readServerInfo(dataDir: string): ServerInfo | undefined {
  try {
    return JSON.parse(fs.readFileSync(fileIn(dataDir), 'utf8')) as ServerInfo;
  } catch {
    return undefined;
  }
}

export function removeServerInfo(dataDir: string): void {
  fs.rmSync(fileIn(dataDir), { force: true });
}
