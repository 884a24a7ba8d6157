import { sessionCacheKey } from '@shop/identity';
import { SharedCache } from '../src/platform/cache/shared-cache';
import { LOGOUT_URL, signUp } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

const OPERATOR_TOKEN = 'test-operator-token-0123456789';
const URL = '/api/delete-cache-item';

describe('POST /api/delete-cache-item: who may delete which key', () => {
  let t: TestApp;
  let cache: SharedCache;
  beforeAll(async () => {
    t = await startTestApp({ OPERATOR_TOKEN });
    cache = t.app.get(SharedCache);
  });
  afterAll(() => t.close());

  const put = (key: string) => cache.set(key, { cached: true }, 60_000);
  const isCached = async (key: string) => (await cache.get(key)) !== undefined;

  it('an anonymous caller deletes nothing: 200 false', async () => {
    await put('content:version-probe');
    const res = await t.http.post(URL).send({ cacheKey: 'content:version-probe' }).expect(200);
    expect(res.body).toBe(false);
    expect(await isCached('content:version-probe')).toBe(true);
  });

  it("a signed-in customer deletes their own session's entry: true", async () => {
    const { token, response } = await signUp(t);
    const key = response.body.cacheKey as string;
    await put(key);
    const res = await t.http.post(URL).send({ sessionToken: token, cacheKey: key }).expect(200);
    expect(res.body).toBe(true);
    expect(await isCached(key)).toBe(false);
  });

  it("a signed-in customer cannot delete another session's entry or any other key: false, nothing deleted", async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const otherKey = other.response.body.cacheKey as string;
    await put(otherKey);
    await put('catalog:version-probe');
    for (const cacheKey of [otherKey, 'catalog:version-probe']) {
      const res = await t.http
        .post(URL)
        .set('authorization', `Bearer ${me.token}`)
        .send({ cacheKey })
        .expect(200);
      expect(res.body).toBe(false);
      expect(await isCached(cacheKey)).toBe(true);
    }
  });

  it('an operator deletes any key', async () => {
    const { response } = await signUp(t);
    for (const key of [response.body.cacheKey as string, 'catalog:version-probe-2']) {
      await put(key);
      const res = await t.http
        .post(URL)
        .set('authorization', `Bearer ${OPERATOR_TOKEN}`)
        .send({ cacheKey: key })
        .expect(200);
      expect(res.body).toBe(true);
      expect(await isCached(key)).toBe(false);
    }
  });

  it('a wrong operator token is just an anonymous caller: false', async () => {
    await put('content:probe-3');
    const res = await t.http
      .post(URL)
      .set('authorization', `Bearer ${OPERATOR_TOKEN}x`)
      .send({ cacheKey: 'content:probe-3' })
      .expect(200);
    expect(res.body).toBe(false);
    expect(await isCached('content:probe-3')).toBe(true);
  });

  it('a cookie-only call without the storefront header counts as anonymous (CSRF): false', async () => {
    const { token, response } = await signUp(t);
    const key = response.body.cacheKey as string;
    await put(key);
    const forged = await t.http
      .post(URL)
      .set('cookie', `sessionToken=${token}`)
      .send({ cacheKey: key })
      .expect(200);
    expect(forged.body).toBe(false);
    expect(await isCached(key)).toBe(true);
    const res = await t.http
      .post(URL)
      .set('cookie', `sessionToken=${token}`)
      .set('x-shop-client', 'storefront')
      .send({ cacheKey: key })
      .expect(200);
    expect(res.body).toBe(true);
  });

  it('logout deletes the session entry itself (SPEC §4 Logout)', async () => {
    const { token, response } = await signUp(t);
    const key = response.body.cacheKey as string;
    expect(key).toBe(sessionCacheKey(key.slice('session:'.length)));
    await put(key);
    await t.http.post(LOGOUT_URL).send({ sessionToken: token }).expect(200);
    expect(await isCached(key)).toBe(false);
  });
});
