import { afterAll, beforeAll } from 'vitest';
import { applyCatalogue, loadCatalogue } from '../lib/i18n';

// The node project has no DOM. Code that feature-tests for one (`typeof window === 'undefined'`) would quietly take
// its server branch, and a test could pass without testing what the browser runs: while the tests run, reaching
// for any of these throws instead. (Importing is left alone: libraries look for a DOM once, as they load.)
const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage'];

const trap = (name: string): PropertyDescriptor => ({
  configurable: true,
  get() {
    throw new Error(
      `This test reached for \`${name}\` but runs in Node, without a DOM: name it *.dom.test.ts (or *.test.tsx) to run it in jsdom.`,
    );
  },
});

const saved = new Map<string, PropertyDescriptor | undefined>();

beforeAll(() => {
  for (const name of BROWSER_GLOBALS) {
    saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    Object.defineProperty(globalThis, name, trap(name));
  }
});

afterAll(() => {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else Reflect.deleteProperty(globalThis, name);
  }
});

// The app loads the shared catalogue (the schemas' and the server's messages, by code) as it starts: so do the
// tests, so a message given by code reads in English at once (decision 0092).
applyCatalogue(await loadCatalogue('en', ['shared']));
