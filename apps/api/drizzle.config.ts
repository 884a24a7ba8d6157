import { defineConfig } from 'drizzle-kit';

/**
 * `npx nx run api:db-generate` diffs every module's own schema file (each module owns its tables),
 * and the platform's tables (idempotency keys, the order-events outbox), against the committed migrations. Platform tables
 * are listed one by one: platform/config/env.schema.ts is a settings schema, not tables.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './apps/api/src/modules/*/*.schema.ts',
    './apps/api/src/platform/idempotency/idempotency.schema.ts',
    './apps/api/src/platform/order-events/order-events.schema.ts',
  ],
  out: './apps/api/migrations',
});
