import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import baseTsconfig from '../../tsconfig.base.json' with { type: 'json' };

const here = dirname(fileURLToPath(import.meta.url));
const workspaceRoot = resolve(here, '../..');
const PURE_SOURCE = /\/libs\/[^/]+\/src\/.+\.tsx?$/;
const alias = Object.entries(baseTsconfig.compilerOptions.paths).map(([name, [target]]) => ({
  find: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
  replacement: resolve(workspaceRoot, target),
}));

/**
 * The product-reviews widget (src/widgets/reviews), a script of its own that the product page loads
 * after functional consent: built after the app (`nx build storefront` runs both) into the same
 * folder, at the fixed address REVIEWS_WIDGET_URL names by default (an unhashed file, so the API
 * serves it with no-cache). A build of its own keeps the app's chunks, and its entry budget, as they
 * are, and makes the widget self-contained, as a script from elsewhere would be.
 */
export default defineConfig({
  root: here,
  cacheDir: resolve(workspaceRoot, 'node_modules/.vite/storefront-widget'),
  resolve: { alias },
  publicDir: false,
  build: {
    outDir: resolve(workspaceRoot, 'dist/apps/storefront'),
    emptyOutDir: false,
    sourcemap: true,
    reportCompressedSize: false,
    rollupOptions: {
      input: { reviews: resolve(here, 'src/widgets/reviews/reviews-widget.ts') },
      output: {
        format: 'es',
        entryFileNames: 'widgets/[name].js',
        chunkFileNames: 'widgets/[name]-[hash].js',
      },
      preserveEntrySignatures: false,
      // As in the app's build: our libs and the generated client are pure barrels, so the widget
      // keeps only the calls it makes (not the client's React Query half).
      treeshake: { moduleSideEffects: (id) => !PURE_SOURCE.test(id) },
    },
  },
});
