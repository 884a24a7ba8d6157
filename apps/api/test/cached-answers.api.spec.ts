import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CatalogCache } from '../src/modules/catalog/testing';
import { CatalogService } from '../src/modules/catalog';
import { signInStaff, type SignedInCustomer } from './support/account-sessions';
import { STAFF_HOST } from './support/site-hosts';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Listing, search and product detail answers given once are answered again by CachedAnswers'
 * onRequest hook, before Nest's pipeline (platform/http/cached-answers.ts): same bytes, same
 * headers, dropped with the catalogue cache, and never for a request Nest would refuse.
 */
describe('cached catalogue answers', () => {
  let t: TestApp;
  let service: CatalogService;
  let handled: jest.SpyInstance[];
  /** A registered staff member: the staff site's catalogue is for them (SPEC §6). */
  let member: SignedInCustomer;
  /** How many requests reached the controllers (the hook answers the others). */
  const throughNest = () => handled.reduce((sum, spy) => sum + spy.mock.calls.length, 0);

  beforeAll(async () => {
    t = await startTestApp();
    member = await signInStaff(t, { registered: true });
    service = t.app.get(CatalogService);
    handled = [
      jest.spyOn(service, 'listProducts'),
      jest.spyOn(service, 'searchProducts'),
      jest.spyOn(service, 'getProductByHandle'),
    ];
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.get(CatalogCache).bump();
    handled.forEach((spy) => spy.mockClear());
  });

  const routes = [
    ['GET catalog/products', '/api/catalog/products?species=dog&limit=6'],
    ['GET catalog/search', '/api/catalog/search?q=chicken&limit=4'],
    ['GET get-product-by-handle', '/api/ecom/v1.0/get-product-by-handle?handle=cat-adult-chicken-dry'],
  ];

  it.each(routes)(
    '%s: the second request of a URL is answered without Nest, identically',
    async (_name, url) => {
      const get = () => t.http.get(url).set('accept-encoding', 'identity').expect(200);
      const first = await get();
      expect(throughNest()).toBe(1);
      const second = await get();
      expect(throughNest()).toBe(1);

      expect(second.text).toBe(first.text);
      expect(Object.keys(JSON.parse(second.text)).length).toBeGreaterThan(0);
      const { date: _d1, 'x-request-id': firstId, ...firstHeaders } = first.headers;
      const { date: _d2, 'x-request-id': secondId, ...secondHeaders } = second.headers;
      expect(secondHeaders).toEqual(firstHeaders);
      expect(secondHeaders['content-security-policy']).toContain("default-src 'self'");
      expect(secondId).toEqual(expect.any(String));
      expect(secondId).not.toBe(firstId);
    },
  );

  it.each(routes)('%s: a remembered answer still honours Accept-Encoding', async (_name, url) => {
    const raw = (encoding: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const throughPipeline = await raw('br');
    const plain = await raw('identity');
    const br = await raw('br');
    const gzip = await raw('gzip');
    expect(throughNest()).toBe(1);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.rawPayload.equals(throughPipeline.rawPayload)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('a catalogue change (a bump) sends the next request through Nest again', async () => {
    const url = '/api/catalog/products?species=cat&limit=3';
    await t.http.get(url).expect(200);
    await t.http.get(url).expect(200);
    expect(throughNest()).toBe(1);
    await t.app.get(CatalogCache).bump();
    await t.http.get(url).expect(200);
    expect(throughNest()).toBe(2);
  });

  it('each site keeps its own answers', async () => {
    const url = '/api/catalog/products?species=dog&limit=2';
    const asMember = () =>
      t.http.get(url).set('host', STAFF_HOST).set('authorization', `Bearer ${member.token}`);
    await t.http.get(url).expect(200);
    await asMember().expect(200);
    expect(throughNest()).toBe(2);
    await asMember().expect(200);
    expect(throughNest()).toBe(2);
  });

  it.each(routes)(
    "%s: the staff site's remembered answer goes to registered members only, never to anyone else",
    async (_name, url) => {
      const staff = (who?: SignedInCustomer) => {
        const request = t.http.get(url).set('host', STAFF_HOST);
        return who ? request.set('authorization', `Bearer ${who.token}`) : request;
      };
      const given = await staff(member).expect(200);
      expect(throughNest()).toBe(1);
      const newcomer = await signInStaff(t, { registered: false });
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await staff().expect(401)).body.code).toBe('SIGNED_OUT');
        // Not even a 304 for the ETag of the remembered answer.
        const revalidated = await staff()
          .set('if-none-match', given.headers.etag as string)
          .expect(401);
        expect(revalidated.body.code).toBe('SIGNED_OUT');
        expect((await staff(newcomer).expect(403)).body.code).toBe('STAFF_NOT_REGISTERED');
        const cookieOnly = await t.http
          .get(url)
          .set('host', STAFF_HOST)
          .set('cookie', `sessionToken=${newcomer.token}`)
          .expect(403);
        expect(cookieOnly.body.code).toBe('STAFF_NOT_REGISTERED');
      }
      // Refusals never reached the service; the member is still answered from the cache.
      expect(throughNest()).toBe(1);
      expect((await staff(member).expect(200)).text).toBe(given.text);
      expect(throughNest()).toBe(1);
      await staff(member)
        .set('if-none-match', given.headers.etag as string)
        .expect(304);
    },
  );

  it('spellings of the same query share the remembered answer', async () => {
    const canonical = await t.http.get('/api/catalog/products?species=dog&limit=6').expect(200);
    const spellings = [
      '/api/catalog/products?limit=6&species=dog',
      '/api/catalog/products?species=%64og&&limit=6&',
      '/api/catalog/%70roducts?species=dog&limit=6',
    ];
    for (const url of spellings) {
      const res = await t.http.get(url).expect(200);
      expect(res.body).toEqual(canonical.body);
    }
    expect(throughNest()).toBe(1);
  });

  it('spellings that validation rewrites are answered through Nest every time and never stored', async () => {
    const store = jest.spyOn(t.app.get(CatalogCache), 'storeAt');
    try {
      const rewritten = [
        '/api/catalog/products?species=dog&limit=0006',
        '/api/catalog/search?q=%20%20chicken%20&limit=4',
      ];
      for (const url of rewritten) {
        await t.http.get(url).expect(200);
        await t.http.get(url).expect(200);
      }
      expect(throughNest()).toBe(rewritten.length * 2);
      // No answer is kept. (The catalogue keeps a listing's count, keyed by the validated
      // criteria, which every spelling shares: spellings cannot add entries through it.)
      const stored = store.mock.calls.map(([key]) => String(key));
      expect(stored.filter((key) => key.includes(':answer:'))).toEqual([]);
    } finally {
      store.mockRestore();
    }
  });

  it('a request Nest refuses is refused every time, never remembered', async () => {
    await t.http.get('/api/catalog/products?species=dog&limit=6').expect(200);
    const refused = [
      ['/api/catalog/products?species=dog&limit=6&debug=1', 'VALIDATION_FAILED'],
      ['/api/catalog/products?species=dog&limit=999', 'VALIDATION_FAILED'],
      ['/api/catalog/products?species=dog&limit=6.0', 'VALIDATION_FAILED'],
      ['/api/catalog/products?species=dog&limit=6&cursor=%25%25%25', 'INVALID_CURSOR'],
    ];
    for (const [url, code] of refused) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const res = await t.http.get(url).expect(400);
        expect(res.body.code).toBe(code);
      }
    }
  });

  it('HEAD always goes through Nest', async () => {
    const url = '/api/catalog/products?species=dog&limit=5';
    await t.http.get(url).expect(200);
    await t.http.head(url).expect(200);
    await t.http.head(url).expect(200);
    expect(throughNest()).toBe(3);
  });

  it('an unknown product stays a 404 from Nest, request after request', async () => {
    const url = '/api/ecom/v1.0/get-product-by-handle?handle=never-made';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await t.http.get(url).expect(404);
      expect(res.body.code).toBe('PRODUCT_NOT_FOUND');
    }
    expect(throughNest()).toBe(2);
  });

  it('a failing cache read is a miss: Nest answers in full', async () => {
    const url = '/api/catalog/search?q=salmon&limit=3';
    const first = await t.http.get(url).expect(200);
    const find = jest.spyOn(t.app.get(CatalogCache), 'find').mockRejectedValueOnce(new Error('cache down'));
    try {
      const second = await t.http.get(url).expect(200);
      expect(second.body).toEqual(first.body);
      expect(find).toHaveBeenCalled();
      expect(throughNest()).toBe(2);
    } finally {
      find.mockRestore();
    }
  });
});

describe('HTTP caching of public answers (ETag, Cache-Control, 304)', () => {
  let t: TestApp;
  let member: SignedInCustomer;
  beforeAll(async () => {
    t = await startTestApp();
    member = await signInStaff(t, { registered: true });
  });
  afterAll(() => t.close());

  const urls = [
    '/api/catalog/products?species=dog&limit=6',
    '/api/catalog/search?q=chicken&limit=4',
    '/api/catalog/taxonomy',
    '/api/ecom/v1.0/get-product-by-handle?handle=cat-adult-chicken-dry',
    '/api/cms/v1.0/get-header',
    '/api/cms/v1.0/get-footer',
    '/api/cms/v1.0/get-page-by-slug?slug=faq',
    '/api/cms/v1.0/get-password-protect',
    '/api/cms/v1.0/get-redirect?path=/products/products/dog',
  ];

  it.each(urls)('%s: the consumer site lets a CDN keep it and browsers revalidate it', async (url) => {
    const res = await t.http.get(url).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it.each(urls)('%s: the staff site keeps it out of shared caches', async (url) => {
    const res = await t.http
      .get(url)
      .set('host', STAFF_HOST)
      .set('authorization', `Bearer ${member.token}`)
      .expect(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it.each(urls)(
    '%s: a matching If-None-Match gets 304 with no body, first through Nest, then from the cache',
    async (url) => {
      await t.app.get(CatalogCache).bump();
      const { etag } = (await t.http.get(url).expect(200)).headers;
      await t.app.get(CatalogCache).bump();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const res = await t.http.get(url).set('if-none-match', etag).set('accept-encoding', 'br').expect(304);
        expect(res.text).toBe('');
        expect(res.headers.etag).toBe(etag);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
      }
      await t.http.get(url).set('if-none-match', '"something-else"').expect(200);
      await t.http.get(url).set('if-none-match', `W/${etag}, "other"`).expect(304);
    },
  );

  it('a change of the answer changes its ETag', async () => {
    const before = (await t.http.get('/api/catalog/products?species=dog&limit=6').expect(200)).headers.etag;
    const other = (await t.http.get('/api/catalog/products?species=dog&limit=5').expect(200)).headers.etag;
    expect(other).not.toBe(before);
  });
});
