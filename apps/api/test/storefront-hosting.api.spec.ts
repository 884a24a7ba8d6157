import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { signInStaff } from './support/account-sessions';
import { startTestApp, type TestApp } from './support/test-app';

describe('serving the built storefront', () => {
  let t: TestApp;
  let dir: string;
  const indexHtml = '<!doctype html><title>shop</title><div id="root"></div>';
  const ROOT_ELEMENT = '<div id="root">';
  const LATEST_BUILD = { id: '0123456789abcdef', timestamp: 1_795_000_000_000 };
  /** The shell as built, with whatever first view the server wrote into it (first-view.api.spec.ts). */
  const expectShell = (text: string) => {
    expect(text.startsWith('<!doctype html><title>shop</title>')).toBe(true);
    expect(text).toContain(ROOT_ELEMENT);
    expect(text.endsWith('</div>')).toBe(true);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storefront-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), indexHtml);
    writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The build's records and a superseded build's chunk kept beside the current one
    // (apps/storefront/build/app-builds.ts).
    writeFileSync(join(dir, 'assets', 'index-Old00000.js'), 'console.log("previous app")');
    mkdirSync(join(dir, 'builds', 'meta'), { recursive: true });
    writeFileSync(join(dir, 'builds', 'latest.json'), JSON.stringify(LATEST_BUILD));
    writeFileSync(
      join(dir, 'builds', 'meta', `${LATEST_BUILD.id}.json`),
      JSON.stringify({ ...LATEST_BUILD, assets: ['assets/index-Ab12Cd34.js'] }),
    );
    t = await startTestApp({ STOREFRONT_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/faq',
    '/contact-us',
    '/search?search=chicken',
    '/account/orders',
    // Any order's page: it says 'not found' itself for an order that is not the customer's.
    '/account/orders/42',
    '/account/autoships',
    '/autoship',
    '/about-us',
    '/products',
    '/products/dog',
    '/products/dog/dry-food',
    '/products/cat/kitten',
    '/products/dog/flavor/chicken',
    '/products/dog-puppy-chicken-brown-rice-dry',
    '/products/pet-nutrition/dog-puppy-chicken-brown-rice-dry/chicken-and-brown-rice/4-lb',
  ])('GET %s answers the app shell with 200, revalidated on every visit', async (path) => {
    const res = await t.http.get(path).expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expectShell(res.text);
  });

  it('answers /robots.txt and /sitemap.xml as themselves, never the app shell', async () => {
    const robots = await t.http.get('/robots.txt').expect(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.text).toMatch(/^User-agent: \*$/m);
    const sitemap = await t.http.get('/sitemap.xml').expect(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.text).toContain('<urlset');
    expect(sitemap.text).not.toContain(ROOT_ELEMENT);
    const staffSitemap = await t.http.get('/sitemap.xml').set('host', 'staff.localhost').expect(404);
    expect(staffSitemap.headers['content-type']).toContain('application/json');
  });

  it.each([
    '/no/such/page?x=1',
    '/account/orders/42/items',
    '/no-such-content-page',
    '/holiday-2023',
    '/products/no-such-product',
    '/products/dog/no-such-category',
    '/products/fish/dry-food',
    '/products/pet-nutrition/no-such-product/chicken/4-lb',
    '/products/a/b/c/d/e',
  ])(
    'GET %s (nothing there) answers the app shell with 404, so the not-found page still renders',
    async (path) => {
      const res = await t.http.get(path).expect(404);
      expect(res.headers['content-type']).toContain('text/html');
      expectShell(res.text);
    },
  );

  it("/autoship is the shop's own page on the staff site too", async () => {
    const member = await signInStaff(t, { registered: true });
    await t.http
      .get('/autoship')
      .set('host', 'staff.localhost')
      .set('Cookie', `sessionToken=${member.token}`)
      .expect(200);
  });

  it('a content page of the other site is a 404 here', async () => {
    await t.http.get('/staff-program').expect(404);
    const member = await signInStaff(t, { registered: true });
    await t.http
      .get('/staff-program')
      .set('host', 'staff.localhost')
      .set('Cookie', `sessionToken=${member.token}`)
      .expect(200);
  });

  it.each([
    ['/dog-food', 301, '/products/dog'],
    ['/dog-food?utm_source=mail', 301, '/products/dog?utm_source=mail'],
    ['/returns', 302, '/faq'],
    ['/blog', 302, 'https://example.org/blog'],
    ['/products/products/dog?brand=pet-nutrition', 301, '/products/dog?brand=pet-nutrition'],
  ])('GET %s follows the server-side redirect before any shell: %i to %s', async (path, status, location) => {
    const res = await t.http.get(path).expect(status);
    expect(res.headers.location).toBe(location);
  });

  it('redirects per site', async () => {
    expect((await t.http.get('/subscribe').expect(301)).headers.location).toBe('/autoship');
    expect((await t.http.get('/subscribe').set('host', 'staff.localhost').expect(302)).headers.location).toBe(
      '/account/autoships',
    );
  });

  it('never redirects to another host from a protocol-relative path', async () => {
    const res = await t.http.get('//evil.example/products/products');
    expect(res.headers.location).toBeUndefined();
    expect(res.status).toBe(404);
  });

  it('HEAD is answered like GET, without a body', async () => {
    await t.http.head('/faq').expect(200);
    await t.http.head('/no/such/page').expect(404);
  });

  it('hashed assets are cached for a year', async () => {
    const res = await t.http.get('/assets/index-Ab12Cd34.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('other static files are revalidated', async () => {
    const res = await t.http.get('/favicon.svg').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  describe('app version (SPEC §4, §7): the build records and skew protection', () => {
    it('answers the latest-build manifest, asked with a timestamp query, revalidated every time', async () => {
      const res = await t.http.get(`/builds/latest.json?${Date.now()}`).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(JSON.parse(res.text)).toEqual(LATEST_BUILD);
    });

    it("answers a build's meta record, revalidated", async () => {
      const res = await t.http.get(`/builds/meta/${LATEST_BUILD.id}.json`).expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(JSON.parse(res.text)).toMatchObject({
        id: LATEST_BUILD.id,
        assets: ['assets/index-Ab12Cd34.js'],
      });
    });

    it('answers a missing build record with a JSON 404, never the app shell', async () => {
      for (const path of ['/builds/meta/ffffffffffffffff.json', '/builds/nope']) {
        const res = await t.http.get(path).expect(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.body.code).toBe('NOT_FOUND');
      }
    });

    it("keeps serving a superseded build's chunk, cached for good", async () => {
      const res = await t.http.get('/assets/index-Old00000.js').expect(200);
      expect(res.text).toBe('console.log("previous app")');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('never lets a cache answer the shell without asking (it names the current build)', async () => {
      for (const path of ['/', '/faq', '/index.html']) {
        const res = await t.http.get(path).expect(200);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    });
  });

  it('a missing asset is a real 404, not the index', async () => {
    const res = await t.http.get('/assets/index-gone.js').expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('unknown API paths stay JSON 404s', async () => {
    const res = await t.http.get('/api/nope').expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it.each(['/API/catalog/products', '/api%2Fcatalog%2Fproducts', '/api//catalog/products', '//api/catalog'])(
    'an odd spelling of an API path (%s) is a JSON 404, never the app shell',
    async (path) => {
      const res = await t.http.get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body.code).toBe('NOT_FOUND');
    },
  );

  it('a long not-found answer arrives whole when compressed (an async handler must return its reply)', async () => {
    const path = `/api/catalog/products/${'a'.repeat(9000)}`;
    const res = await t.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')).code).toBe('NOT_FOUND');
  });

  it('non-GET requests to page paths are not answered with the index', async () => {
    await t.http.post('/products/dog').send({}).expect(404);
  });
});
