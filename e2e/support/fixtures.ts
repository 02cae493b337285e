import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base } from '@playwright/test';
import { type RunningPlatform, startPlatform, startSeededPlatform } from './platform';

export { expect } from '@playwright/test';

/**
 * Which platform a file's worker runs (`test.use({ platformKind })`; a file asking for another kind runs in a worker of
 * that kind):
 * - 'plain': empty, with the embedded defaults;
 * - 'services': with the funding sites and the WhatsApp chat switched on, a local server standing in for the sites;
 * - 'seeded': the same, on a copy of the demo data (`npm run seed -- --scale small`, seeded once per run).
 */
export type PlatformKind = 'plain' | 'services' | 'seeded';

export interface WorkerFixtures {
  platformKind: PlatformKind;
  /** The local server that stands in for the funding sites (its base address), started for 'services' and 'seeded'. */
  externalBase: string;
  /** One platform per worker, shared by the files that worker runs (one after the other, never at once). */
  platform: RunningPlatform;
}

/** The funding registration site and its embedded form, as a local server. */
async function startExternal(): Promise<{ base: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    const page = request.url === '/form' ? 'External funding form' : 'External registration';
    response.end(`<!doctype html><html lang="en"><title>${page}</title><h1>${page}</h1></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The deployment settings that switch the funding modal and the chat link on. */
export function servicesEnv(externalBase: string): Record<string, string> {
  return {
    FUNDING_REGISTRATION_URL: `${externalBase}/register`,
    FUNDING_FORM_URL: `${externalBase}/form`,
    CHAT_WHATSAPP_NUMBER: '2348012345678',
    CHAT_TEXT: 'Hello, I need help with CreativeNG',
  };
}

export const test = base.extend<object, WorkerFixtures>({
  platformKind: ['plain', { scope: 'worker', option: true }],
  externalBase: [
    async ({ platformKind }, use) => {
      if (platformKind === 'plain') {
        await use('');
        return;
      }
      const external = await startExternal();
      await use(external.base);
      await external.close();
    },
    { scope: 'worker' },
  ],
  platform: [
    async ({ platformKind, externalBase }, use) => {
      const env = platformKind === 'plain' ? {} : servicesEnv(externalBase);
      const platform = platformKind === 'seeded' ? await startSeededPlatform(env) : await startPlatform(env);
      await use(platform);
      await platform.stop();
    },
    // A worker's first start may wait for the seed (and a busy machine is slow).
    { scope: 'worker', timeout: 600_000 },
  ],
});
