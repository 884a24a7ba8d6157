import { defineConfig } from 'drizzle-kit';

/**
 * `npx nx run api:db-generate` diffs every module's own schema file (each module owns its tables)
 * against the committed migrations.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/modules/*/*.schema.ts',
  out: './apps/api/migrations',
});
