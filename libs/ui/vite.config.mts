/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import baseTsconfig from '../../tsconfig.base.json' with { type: 'json' };

const here = dirname(fileURLToPath(import.meta.url));
const workspaceRoot = resolve(here, '../..');
// Components use the domain libs' rules (the quantity stepper's from @shop/cart); exact names only.
const alias = Object.entries(baseTsconfig.compilerOptions.paths).map(([name, [target]]) => ({
  find: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
  replacement: resolve(workspaceRoot, target),
}));

export default defineConfig({
  root: here,
  plugins: [react()],
  resolve: { alias },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
});
