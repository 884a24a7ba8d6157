import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './support/test-app';

describe('serving the built storefront', () => {
  let t: TestApp;
  let dir: string;
  const indexHtml = '<!doctype html><title>shop</title><div id="root"></div>';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storefront-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), indexHtml);
    writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await startTestApp({ STOREFRONT_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/', '/products/dog', '/account/orders/42', '/no/such/page?x=1'])(
    'GET %s answers the SPA index, revalidated on every visit',
    async (path) => {
      const res = await t.http.get(path).expect(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toBe(indexHtml);
    },
  );

  it('hashed assets are cached for a year', async () => {
    const res = await t.http.get('/assets/index-Ab12Cd34.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('other static files are revalidated', async () => {
    const res = await t.http.get('/favicon.svg').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('a missing asset is a real 404, not the index', async () => {
    const res = await t.http.get('/assets/index-gone.js').expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('unknown API paths stay JSON 404s', async () => {
    const res = await t.http.get('/api/nope').expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('non-GET requests to page paths are not answered with the index', async () => {
    await t.http.post('/products/dog').send({}).expect(404);
  });
});
