import react from '@vitejs/plugin-react';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { markdownPages } from './markdown-pages';

export default defineConfig({
  plugins: [react(), markdownPages()],
  resolve: {
    // React Router 7 ships CommonJS and ES module builds. Vitest resolves `react-router` to the CommonJS one,
    // whose `react-router/dom` then requires the ES module one (Node's 'module-sync' condition): two copies,
    // two router contexts. Resolving through 'module-sync' too gives one copy, the one the browser build uses.
    conditions: ['module-sync', ...defaultServerConditions.filter((condition) => condition !== 'module')],
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Let the contrast test read the theme tokens (`styles.css?raw`); other CSS stays out of tests.
    css: { include: [/styles\.css/] },
  },
});
