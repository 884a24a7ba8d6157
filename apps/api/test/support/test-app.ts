import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import supertest from 'supertest';
import { createApp } from '../../src/create-app';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  readonly app: NestFastifyApplication;
  readonly http: ReturnType<typeof supertest>;
  readonly database: TestDatabase;
  close(): Promise<void>;
}

/** A real app (same set-up as production) on its own fresh database, seeded, quiet. */
export async function startTestApp(
  overrides: Record<string, string> = {},
  beforeInit?: (app: NestFastifyApplication) => void,
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await createApp({
    LOG_LEVEL: 'silent',
    SEED: 'true',
    REDIS_URL: '',
    STOREFRONT_DIR: '/nonexistent/storefront',
    // Every test client is one address: limits far above any test's traffic keep the limiter on
    // the path of every request without refusing any (rate-limits.api.spec.ts sets its own).
    RATE_LIMITS: 'default=100000,images=100000,search=100000,operator=100000',
    ...database.overrides,
    ...overrides,
  });
  beforeInit?.(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    database,
    http: supertest(app.getHttpServer()),
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
