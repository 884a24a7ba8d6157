import { startTestApp, type TestApp } from './support/test-app';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health is ready when the database answers', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      checks: { database: { status: 'up', engine: t.database.engine } },
    });
  });

  it('GET /api/health/live answers without touching dependencies', async () => {
    const res = await t.http.get('/api/health/live').expect(200);
    expect(res.body).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
  });

  it('echoes a caller-supplied request id and invents one otherwise', async () => {
    const given = await t.http.get('/api/health/live').set('x-request-id', 'lb-1234').expect(200);
    expect(given.headers['x-request-id']).toBe('lb-1234');
    const fresh = await t.http.get('/api/health/live').expect(200);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const res = await t.http.get('/api/health/live');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('health when the server drops idle connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('survives it and reconnects for the next query (PostgreSQL only: PGlite has no server)', async () => {
    await t.http.get('/api/catalog/products?limit=1').expect(200);
    if (t.database.engine !== 'postgres') return;
    const { DATABASE } = await import('../src/platform/database/database.types');
    const { sql } = await import('drizzle-orm');
    const db = t.app.get(DATABASE);
    // Terminate every other session on this database: the pool's idle connections.
    await db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const res = await t.http.get('/api/catalog/products?limit=1&sort=title-asc').expect(200);
    expect(res.body.items).toHaveLength(1);
  });
});

describe('health when the database is gone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('readiness answers 503 and says the database is down; liveness stays 200', async () => {
    const { DatabaseStatus } = await import('../src/platform/database/database.module');
    jest
      .spyOn(t.app.get(DatabaseStatus), 'ping')
      .mockRejectedValue(new Error('connect ECONNREFUSED 10.0.0.7:5432 (user shop_admin)'));
    const res = await t.http.get('/api/health').expect(503);
    expect(res.body).toMatchObject({
      status: 'unavailable',
      checks: { database: { status: 'down', error: 'The database did not answer' } },
    });
    expect(res.text).not.toMatch(/10\.0\.0\.7|shop_admin|ECONNREFUSED/);
    await t.http.get('/api/health/live').expect(200);
  });

  it('a success is reused for at most the ping window: a database lost since then makes readiness 503', async () => {
    const { DatabaseStatus } = await import('../src/platform/database/database.module');
    const { READINESS_PING_TTL_MS } = await import('../src/platform/health/health.service');
    const status = t.app.get(DatabaseStatus);
    const ping = jest.spyOn(status, 'ping');
    ping.mockClear().mockResolvedValue(undefined);
    await t.http.get('/api/health').expect(200);
    await t.http.get('/api/health').expect(200);
    expect(ping).toHaveBeenCalledTimes(1);

    ping.mockRejectedValue(new Error('connection refused'));
    // Step the clock past the window rather than sleeping through it.
    const realNow = performance.now.bind(performance);
    const clock = jest.spyOn(performance, 'now').mockImplementation(() => realNow() + READINESS_PING_TTL_MS);
    try {
      const res = await t.http.get('/api/health').expect(503);
      expect(res.body).toMatchObject({ status: 'unavailable', checks: { database: { status: 'down' } } });
    } finally {
      clock.mockRestore();
      ping.mockRestore();
    }
  });
});
