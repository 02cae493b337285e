import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Let the contrast test read the theme tokens (`styles.css?raw`); other CSS stays out of tests.
    css: { include: [/styles\.css/] },
  },
});
