/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import baseTsconfig from '../../tsconfig.base.json' with { type: 'json' };
import { appBuilds, buildCheckIntervalSeconds } from './build/app-builds';

const here = dirname(fileURLToPath(import.meta.url));
const workspaceRoot = resolve(here, '../..');
// Exact names only: '@shop/identity' must not also catch '@shop/identity/testing'.
const alias = Object.entries(baseTsconfig.compilerOptions.paths).map(([name, [target]]) => ({
  find: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
  replacement: resolve(workspaceRoot, target),
}));

const PURE_SOURCE = /\/libs\/[^/]+\/src\/.+\.tsx?$/;
/**
 * The one lib module whose effect is the point: the design tokens, base styles and shared control
 * class every page needs, which the app imports for that effect alone. Taken for pure, it was
 * dropped (nothing of it is 'used') and the built shop had no tokens: no spacing, colours or
 * focus ring, and touch targets shrank to their text.
 */
const GLOBAL_STYLES_MODULE = /\/libs\/ui\/src\/global-styles\.ts$/;

/**
 * React, React Router, TanStack Query and the generated API client: every page's start needs them
 * (the size check counts them all in the entry), so they ship as one chunk. Left to the bundler's
 * automatic splitting they came in three to five pieces, cut by which lazy chunks happen to share
 * which part (a dialog that uses React but no query, a block that reads the site), and a new lazy
 * chunk reshuffled them: each piece compresses apart (gzip starts each file afresh) and adds its
 * name to every lazy import's preload list, about 1 KB of the entry budget in all (issue 23).
 */
const FRAMEWORK_MODULE =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]|[\\/]libs[\\/]api-client[\\/]src[\\/]generated[\\/]/;

/** The dev server proxies /api to a running API (npx nx serve api) on API_ORIGIN. */
export default defineConfig({
  root: here,
  cacheDir: resolve(workspaceRoot, 'node_modules/.vite/storefront'),
  plugins: [
    react(),
    // Build id, latest-build manifest and previous builds' assets kept (build/app-builds.ts).
    appBuilds({
      checkIntervalSeconds: buildCheckIntervalSeconds(process.env.STOREFRONT_BUILD_CHECK_SECONDS),
    }),
  ],
  resolve: { alias },
  server: {
    port: 4200,
    proxy: {
      '/api': { target: process.env.API_ORIGIN ?? 'http://localhost:3000', changeOrigin: false },
      '/media': { target: process.env.API_ORIGIN ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: resolve(workspaceRoot, 'dist/apps/storefront'),
    // Not emptied: superseded builds' hashed assets stay a while for tabs still running them (skew
    // protection); the app-builds plugin removes the rest and prunes what has been kept long enough.
    emptyOutDir: false,
    sourcemap: true,
    // The API reads it to modulepreload each page's chunks with the shell (first-view/route-chunks.ts).
    manifest: true,
    reportCompressedSize: false,
    rollupOptions: {
      // Our libs and the generated API client are barrels of pure modules (no top-level effects but
      // their CSS): saying so lets the bundler drop what a page does not use, instead of keeping a
      // whole barrel (forms, dialogs, every API call) in the first view because one `forwardRef`
      // or constant at its top level might have had an effect.
      treeshake: {
        moduleSideEffects: (id) => GLOBAL_STYLES_MODULE.test(id) || !PURE_SOURCE.test(id),
      },
      output: {
        codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK_MODULE }] },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}', 'build/**/*.spec.ts'],
    setupFiles: ['src/test-setup.ts'],
    globals: false,
    // CI runs this suite beside the API tests and the browser journeys on two cores; a test's
    // budget must stay well above Testing Library's wait (test-setup.ts), or a slow lazy chunk
    // surfaces as a timeout instead of the assertion that was waiting.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
