import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { createApp } from '../../src/create-app';
import { MailService } from '../../src/platform/mail/mail.service';
import { OrderEventsDispatcher } from '../../src/platform/order-events';
import { readOutbox, type OutboxMessage } from './outbox';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  readonly app: NestFastifyApplication;
  readonly http: ReturnType<typeof supertest>;
  readonly database: TestDatabase;
  /**
   * The mail this app has sent so far (its own outbox folder), after what it was still sending
   * and after delivering every order event due (their mails: confirmations, renewal mails).
   */
  outbox(): Promise<OutboxMessage[]>;
  close(): Promise<void>;
}

/** A real app (same set-up as production) on its own fresh database, seeded, quiet. */
export async function startTestApp(
  overrides: Record<string, string> = {},
  beforeInit?: (app: NestFastifyApplication) => void,
): Promise<TestApp> {
  const database = await createTestDatabase();
  const outboxDir = mkdtempSync(join(tmpdir(), 'shop-test-outbox-'));
  const app = await createApp({
    MAIL_OUTBOX_DIR: outboxDir,
    SMTP_URL: '',
    LOG_LEVEL: 'silent',
    SEED: 'true',
    REDIS_URL: '',
    STOREFRONT_DIR: '/nonexistent/storefront',
    // Every test client is one address: limits far above any test's traffic keep the limiter on
    // the path of every request without refusing any (rate-limits.api.spec.ts sets its own).
    RATE_LIMITS:
      'default=100000,images=100000,search=100000,operator=100000,signin=100000,contact=100000,reviews=100000',
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
    outbox: async () => {
      await app.get(OrderEventsDispatcher).drain();
      await app.get(MailService).idle();
      return readOutbox(outboxDir);
    },
    close: async () => {
      await app.close();
      await database.dispose();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
