import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { buildReport } from './build-report';
import { linguiCatalogues } from './lingui-catalogues';
import { markdownPages } from './markdown-pages';
import { PREACT_ALIASES } from './preact-runtime';

/** The API (apps/api) listens on 3000 and serves this build in production, on the same origin. */
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // Every route's first load is printed, and the build fails when one is over its budget (decisions 0041, 0080).
  plugins: [tailwindcss(), markdownPages(), linguiCatalogues(), buildReport()],
  resolve: { alias: PREACT_ALIASES },
  // The server build (`vite build --ssr`, decision 0089) is one self-contained module the API imports: every
  // library is bundled, so the Preact aliases apply to them too. It is written beside dist, never into it (dist is
  // served to browsers).
  ssr: { noExternal: true, target: 'node' as const },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: isSsrBuild
        ? { codeSplitting: false }
        : {
            codeSplitting: {
              groups: [
                {
                  // The libraries every page needs change rarely: one long-cached file, so repeat visits on
                  // costly data download only our own code again after a deploy.
                  name: 'vendor',
                  test: /node_modules[\\/](preact|react-router|@tanstack)[\\/]/,
                },
              ],
            },
          },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/media': { target: API_ORIGIN, changeOrigin: true },
    },
  },
}));
