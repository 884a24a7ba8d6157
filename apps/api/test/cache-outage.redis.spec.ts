import type { TcpProxy } from './support/tcp-proxy';
import type { TestApp } from './support/test-app';
import { startAppBehindRedisProxy } from './support/test-redis';

/**
 * A cache is an accelerator: with Redis gone or hanging, every read still answers (from the
 * database), readiness says the cache is degraded, and everything recovers when Redis returns,
 * without restarting the API. Runs in the Redis run of the API tests (TEST_REDIS_URL), through a
 * proxy that makes that Redis vanish or hang for this app only.
 */
const PRODUCT = '/api/ecom/v1.0/get-product-by-handle?handle=dog-puppy-chicken-brown-rice-dry';
const LISTING = '/api/catalog/products?species=dog&limit=24';
/** Generous bound: a read must answer, not hang (it hung 10 s and more before). Not a speed test. */
const ANSWER_WITHIN_MS = 5_000;

describe('the catalogue with Redis gone, hanging, and back', () => {
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    ({ t, proxy } = await startAppBehindRedisProxy('outage'));
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.stop();
  });

  const read = (path: string) => t.http.get(path).timeout(ANSWER_WITHIN_MS);
  const readiness = async () => (await t.http.get('/api/health').timeout(ANSWER_WITHIN_MS)).body;

  it('serves from Redis while it is up', async () => {
    await read(PRODUCT).expect(200);
    await read(LISTING).expect(200);
    expect(await readiness()).toMatchObject({
      status: 'ok',
      checks: { cache: { engine: 'redis', status: 'up' } },
    });
  });

  it('answers every read from the database while Redis is gone, and readiness says degraded', async () => {
    await proxy.stop();
    expect((await read(PRODUCT).expect(200)).body.handle).toBe('dog-puppy-chicken-brown-rice-dry');
    expect((await read(LISTING).expect(200)).body.items).toHaveLength(24);
    const health = await t.http.get('/api/health').timeout(ANSWER_WITHIN_MS).expect(200);
    expect(health.body).toMatchObject({ status: 'degraded', checks: { cache: { status: 'degraded' } } });
  });

  it('recovers by itself when Redis returns', async () => {
    await proxy.start();
    expect(await waitFor(async () => (await readiness()).status === 'ok')).toBe(true);
    await read(PRODUCT).expect(200);
  });

  it('answers within the command timeout when Redis accepts but never replies', async () => {
    proxy.hang();
    expect((await read(PRODUCT).expect(200)).body.handle).toBe('dog-puppy-chicken-brown-rice-dry');
    expect((await read(LISTING).expect(200)).body.items).toHaveLength(24);
    expect((await readiness()).checks.cache.status).toBe('degraded');
    await proxy.start();
    expect(await waitFor(async () => (await readiness()).status === 'ok')).toBe(true);
  });
});

/** Polls until `check` holds, for at most ~15 s; answers whether it did. */
async function waitFor(check: () => Promise<boolean>): Promise<boolean> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
