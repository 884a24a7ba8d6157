import { startTestApp, type TestApp } from './support/test-app';

/**
 * Requests per client address and tier (RATE_LIMITS): past its limit a client gets 429 with
 * Retry-After and the shared error body. Probing found none anywhere (24k requests in 3 s to one
 * route; 18k wrong operator tokens in 5 s).
 */
const OPERATOR_TOKEN = 'rate-limit-operator-token-0123456789';

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      RATE_LIMITS: 'default=12,search=3,images=2,operator=2',
      OPERATOR_TOKEN,
    });
  });
  afterAll(() => t.close());

  /** A client address of its own per test, through a trusted proxy header... */
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('search is limited first: the fourth search in a minute is refused with 429 and Retry-After', async () => {
    const app = await startTestApp({ RATE_LIMITS: 'default=50,search=3' });
    try {
      for (let i = 0; i < 3; i += 1)
        await app.http.get(`/api/catalog/search?q=chicken&limit=${i + 1}`).expect(200);
      const refused = await app.http.get('/api/catalog/search?q=salmon').expect(429);
      expect(refused.body).toEqual({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: expect.stringContaining('3 a minute'),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.headers['content-security-policy']).toContain("default-src 'self'");
      // Other routes count in their own tier.
      await app.http.get('/api/catalog/products?limit=1').expect(200);
    } finally {
      await app.close();
    }
  });

  it('counts cached answers too: a hit is refused like any other request past the limit', async () => {
    const url = '/api/catalog/products?species=dog&limit=2';
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1) statuses.push((await t.http.get(url)).status);
    expect(statuses.slice(0, 12).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(12)).toEqual([429, 429]);
  });

  it('refuses guessing the operator token after two tries', async () => {
    const tries: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      tries.push(
        (
          await t.http
            .post('/api/delete-cache-item')
            .set('authorization', `Bearer wrong-token-number-${i}-0123456789`)
            .send({ cacheKey: 'content:version' })
        ).status,
      );
    }
    // A wrong token is an anonymous caller (200 false); the operator tier still stops guessing.
    expect(tries).toEqual([200, 200, 429, 429]);
  });

  it('limits images in their own, stricter tier', async () => {
    const image = (w: number) =>
      t.http.get(`/api/images?src=/media/products/cat-adult-chicken-dry.svg&w=${w}`);
    expect((await image(320)).status).toBe(200);
    expect((await image(640)).status).toBe(200);
    expect((await image(768)).status).toBe(429);
  });

  it('without trusted proxies, X-Forwarded-For does not make a new client', async () => {
    // This app's limits were spent above by 127.0.0.1; a forged header changes nothing.
    const res = await t.http.get('/api/catalog/taxonomy').set(from('203.0.113.7'));
    expect(res.status).toBe(429);
  });
});

describe('rate limits behind one trusted proxy (TRUST_PROXY_HOPS=1)', () => {
  it('counts each client address the proxy reports apart', async () => {
    const t = await startTestApp({ RATE_LIMITS: 'default=2', TRUST_PROXY_HOPS: '1' });
    try {
      const get = (address: string) =>
        t.http
          .get('/api/health/live')
          .set('x-forwarded-for', address)
          .then((res) => res.status);
      expect([await get('198.51.100.1'), await get('198.51.100.1'), await get('198.51.100.1')]).toEqual([
        200, 200, 429,
      ]);
      expect(await get('198.51.100.2')).toBe(200);
      // Only the last hop is the proxy's to tell: an address the client put before it is ignored.
      expect(await get('203.0.113.9, 198.51.100.1')).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('rate limits switched off (RATE_LIMIT_ENABLED=false)', () => {
  it('never refuses', async () => {
    const t = await startTestApp({ RATE_LIMIT_ENABLED: 'false', RATE_LIMITS: 'default=1' });
    try {
      for (let i = 0; i < 5; i += 1) await t.http.get('/api/health/live').expect(200);
    } finally {
      await t.close();
    }
  });
});
