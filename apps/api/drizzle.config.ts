import { defineConfig } from 'drizzle-kit';

/** `npx nx run api:db-generate` diffs the module schemas against these migrations. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/platform/database/schema.ts',
  out: './apps/api/migrations',
});
