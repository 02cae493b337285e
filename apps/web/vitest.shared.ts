import { defineConfig } from 'vitest/config';
import { linguiCatalogues } from './lingui-catalogues';
import { markdownPages } from './markdown-pages';
import { PREACT_ALIASES } from './preact-runtime';

// What both web test projects share (decision 0070); vitest.dom.config.ts and vitest.node.config.ts add the
// environment, the files and the setup.
export default defineConfig({
  plugins: [markdownPages(), linguiCatalogues()],
  resolve: {
    // Tests run on the runtime that ships (decision 0041).
    alias: [
      ...PREACT_ALIASES,
      // Testing Library's CommonJS build require()s react-dom, which no alias reaches; its ES build imports it.
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
    ],
    // The browser's resolution (ES modules first), as the build does: a package's `node` build would require()
    // React itself, past the aliases.
    conditions: ['module', 'browser', 'development'],
    mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'],
  },
  test: {
    // Files share their worker, each with its modules evaluated afresh (src/test/fresh-file.ts, decision 0115). It runs
    // before each project's own setup files (mergeConfig puts these first).
    isolate: false,
    setupFiles: ['src/test/fresh-file.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
    // Libraries that import React go through Vite too, so the aliases above reach them (one Preact, no React).
    server: {
      deps: {
        inline: [
          /react-router/,
          /radix-ui/,
          /@radix-ui/,
          /@tanstack\/react-query/,
          /react-hook-form/,
          /sonner/,
          /lucide-react/,
          /@testing-library\/react/,
          /@floating-ui\/react-dom/,
          /react-remove-scroll/,
          /react-style-singleton/,
          /use-callback-ref/,
          /use-sidecar/,
          /use-sync-external-store/,
          // The bundles of vitest.dom.config.ts.
          /\/node_modules\/\.vite\/vitest\/[^/]+\/deps\//,
        ],
      },
    },
    // Let the contrast test read the theme tokens (`styles.css?raw`); other CSS stays out of tests.
    css: { include: [/styles\.css/] },
  },
});
