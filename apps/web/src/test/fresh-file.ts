import { afterAll, vi } from 'vitest';

// The web's test files share their worker (`isolate: false`, vitest.shared.ts, decision 0115): a new process and,
// for the DOM tests, a new jsdom per file cost about three quarters of the web tests' CPU. Each file still starts
// as if alone. The app's modules, and the libraries Vite inlines (Preact, React Router, …), are evaluated afresh for
// it, so no module state (the chosen language, the cached session, the outbox, a QueryClient) carries over from
// the file before; only Node's own modules and the externalised packages stay loaded.
vi.resetModules();

// What Vitest leaves to the file itself: its clock and its stubs go back when it ends, not at the next file's end.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
