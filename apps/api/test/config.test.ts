import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env';
import { loadSecrets } from '../src/config/secrets';

describe('configuration', () => {
  it('runs on embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.NODE_ENV).toBe('production');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['NODE_ENV', 'staging'],
    ['PUBLIC_URL', 'not a url'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['SMTP_URL', 'localhost:25'],
    ['LOG_LEVEL', 'loud'],
    ['APP_SECRET', 'short'],
    ['CHAT_WHATSAPP_NUMBER', '+234 801 234 5678'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('names S3 settings that are only partly given', () => {
    expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrow(/S3_BUCKET: .*set together/);
  });

  it('resolves a relative DATA_DIR against the folder npm was run from', () => {
    expect(loadConfig({ DATA_DIR: './data', INIT_CWD: '/srv/platform' }).dataDir).toBe('/srv/platform/data');
    expect(loadConfig({ DATA_DIR: '/var/lib/cng', INIT_CWD: '/srv/platform' }).dataDir).toBe('/var/lib/cng');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).PORT).toBe(3000);
  });

  it('generates a missing secret once and keeps it in DATA_DIR', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cng-secrets-'));
    const first = loadSecrets(dir, {});
    const second = loadSecrets(dir, {});
    expect(first.appSecret).toHaveLength(43);
    expect(second.appSecret).toBe(first.appSecret);
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(loadSecrets(dir, { APP_SECRET: 'x'.repeat(40) }).appSecret).toBe('x'.repeat(40));
    fs.rmSync(dir, { recursive: true });
  });
});
