import { SeedRunner } from '../src/seed/seed-runner';
import { SharedCache } from '../src/platform/cache/shared-cache';
import { answerCacheName } from '../src/platform/http/cached-answers';
import { CACHE_STORE, type CacheStore } from '../src/platform/cache/cache-store';
import { eq } from 'drizzle-orm';
import { ContentCache, contentHeaders, contentPages } from '../src/modules/content/testing';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { startTestApp, type TestApp } from './support/test-app';

const CMS = '/api/cms/v1.0';
const OPERATOR_TOKEN = 'test-operator-token-0123456789';

describe('content cache and POST /api/delete-cache-item', () => {
  let t: TestApp;
  let db: Database;
  let store: CacheStore;
  beforeAll(async () => {
    t = await startTestApp({ OPERATOR_TOKEN });
    db = t.app.get<Database>(DATABASE);
    store = t.app.get<CacheStore>(CACHE_STORE);
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const deleteCacheItem = (body: object) =>
    t.http.post('/api/delete-cache-item').set('authorization', `Bearer ${OPERATOR_TOKEN}`).send(body);
  const logoAlt = async () => (await t.http.get(`${CMS}/get-header`).expect(200)).body.logo.alt as string;
  const faqTitle = async () =>
    (await t.http.get(`${CMS}/get-page-by-slug?slug=faq`).expect(200)).body.title as string;

  it('caches reads, and deleting the one key serves fresh data', async () => {
    const before = await logoAlt();
    await db
      .update(contentHeaders)
      .set({ logo: { url: '/content-assets/new-logo.svg', alt: 'New logo' } })
      .where(eq(contentHeaders.site, 'DTC'));
    expect(await logoAlt()).toBe(before);

    const key = await t.app.get(ContentCache).keyFor(answerCacheName('DTC', '/api/cms/v1.0/get-header', {}));
    expect(key).toMatch(/^content:v[0-9a-z]+:answer:DTC:\/api\/cms\/v1\.0\/get-header:\[\]$/);
    const res = await deleteCacheItem({ cacheKey: key }).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toBe(true);
    expect(await logoAlt()).toBe('New logo');
  });

  it('deleting the version key drops every content answer', async () => {
    await faqTitle();
    await db.update(contentPages).set({ title: 'Questions?' }).where(eq(contentPages.slug, 'faq'));
    expect(await faqTitle()).toBe('Frequently Asked Questions');
    await deleteCacheItem({ cacheKey: t.app.get(ContentCache).versionKey }).expect(200);
    expect(await faqTitle()).toBe('Questions?');
  });

  it('seeding again keeps what an editor changed, and bumps the version only when it writes', async () => {
    const contentCache = t.app.get(ContentCache);
    await t.http.get(`${CMS}/get-page-by-slug?slug=shipping`).expect(200);
    await db.update(contentPages).set({ title: 'Delivery' }).where(eq(contentPages.slug, 'shipping'));
    const versionBefore = await contentCache.version();
    expect((await t.app.get(SeedRunner).run()).content).toBe(0);
    expect(await contentCache.version()).toBe(versionBefore);
    expect((await db.select().from(contentPages)).filter((p) => p.slug === 'shipping')).toHaveLength(1);

    await db.delete(contentPages).where(eq(contentPages.slug, 'faq'));
    expect((await t.app.get(SeedRunner).run()).content).toBe(1);
    expect(await contentCache.version()).not.toBe(versionBefore);
    const res = await t.http.get(`${CMS}/get-page-by-slug?slug=shipping`).expect(200);
    expect(res.body.title).toBe('Delivery');
  });

  it('does not cache misses, so a page published later is served at once', async () => {
    await t.http.get(`${CMS}/get-page-by-slug?slug=spring-sale`).expect(404);
    await db.update(contentPages).set({ status: 'published' }).where(eq(contentPages.slug, 'spring-sale'));
    await t.http.get(`${CMS}/get-page-by-slug?slug=spring-sale`).expect(200);
  });

  it('answers true for a key that holds nothing', async () => {
    const res = await deleteCacheItem({ cacheKey: 'content:v1:nothing-here' }).expect(200);
    expect(res.body).toBe(true);
  });

  it('answers false when the cache store fails (SPEC §8), and true again once it answers', async () => {
    jest.spyOn(store, 'delete').mockRejectedValueOnce(new Error('connection reset'));
    const res = await deleteCacheItem({ cacheKey: 'catalog:version' }).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toBe(false);
    expect(await t.app.get(SharedCache).status()).toMatchObject({ status: 'up' });
    expect((await deleteCacheItem({ cacheKey: 'catalog:version' }).expect(200)).body).toBe(true);
  });

  it.each([
    [{}, 'cacheKey'],
    [{ cacheKey: '' }, 'cacheKey'],
    [{ cacheKey: 'x'.repeat(201) }, 'cacheKey'],
    [{ cacheKey: 'bad key!' }, 'cacheKey'],
    [{ cacheKey: 'content:*' }, 'cacheKey'],
    [{ cacheKey: 42 }, 'cacheKey'],
    [{ cacheKey: 'content:version', all: true }, 'all'],
  ])('rejects %p with 400 VALIDATION_FAILED', async (body, field) => {
    const res = await deleteCacheItem(body).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details[0].field).toBe(field);
  });

  it('accepts a key of exactly 200 characters', async () => {
    await deleteCacheItem({ cacheKey: `a:${'b'.repeat(198)}` }).expect(200);
  });

  describe('needs the operator token to delete a key that is not your own session (identity-cache-item.api.spec.ts has the rest)', () => {
    it.each([
      ['no Authorization header', undefined],
      ['a Basic header', 'Basic b3BlcmF0b3I6c2VjcmV0'],
      ['a wrong token', 'Bearer not-the-operator-token-at-all'],
      ['the token with a character more', `Bearer ${OPERATOR_TOKEN}x`],
    ])('answers false for %s and deletes nothing', async (_name, authorization) => {
      const del = jest.spyOn(store, 'delete');
      const request = t.http.post('/api/delete-cache-item');
      if (authorization) request.set('authorization', authorization);
      const res = await request.send({ cacheKey: 'content:version' }).expect(200);
      expect(res.body).toBe(false);
      expect(del).not.toHaveBeenCalled();
    });

    it('on a server without OPERATOR_TOKEN nobody deletes shared keys, even a caller sending a token', async () => {
      // The token given to the app above must not have leaked into process.env for this one.
      expect(process.env.OPERATOR_TOKEN).toBeUndefined();
      const off = await startTestApp();
      try {
        const res = await off.http
          .post('/api/delete-cache-item')
          .set('authorization', `Bearer ${OPERATOR_TOKEN}`)
          .send({ cacheKey: 'content:version' })
          .expect(200);
        expect(res.body).toBe(false);
      } finally {
        await off.close();
      }
    });
  });
});
