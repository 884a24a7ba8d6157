import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './support/test-app';

const DOG_FILE = join(__dirname, '../media/content/happy-dog.svg');

describe('GET /media/** (static media)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SEED: 'false' });
  });
  afterAll(() => t.close());

  it.each(['happy-dog', 'happy-cat', 'delivery-truck', 'vet-clinic'])(
    'serves the content illustration %s.svg with a day of caching and an ETag',
    async (name) => {
      const res = await t.http.get(`/media/content/${name}.svg`).buffer(true).expect(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers.etag).toMatch(/^(W\/)?"/);
      expect(Buffer.from(res.body).toString()).toBe(
        readFileSync(join(__dirname, `../media/content/${name}.svg`), 'utf8'),
      );
      expect(readFileSync(join(__dirname, `../media/content/${name}.svg`)).byteLength).toBeLessThan(3 * 1024);
    },
  );

  it('answers 304 to a request that already holds the current ETag', async () => {
    const first = await t.http.get('/media/content/happy-dog.svg').expect(200);
    const again = await t.http
      .get('/media/content/happy-dog.svg')
      .set('if-none-match', first.headers.etag)
      .expect(304);
    expect(again.text ?? '').toBe('');
    expect(readFileSync(DOG_FILE).byteLength).toBeGreaterThan(0);
  });

  it('a missing file is a JSON 404', async () => {
    const res = await t.http.get('/media/content/no-such.svg').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'MEDIA_NOT_FOUND',
      message: 'No media file at /media/content/no-such.svg',
    });
  });

  it('serves images only, even when another file sits in the folder', async () => {
    const res = await t.http.get('/media/README.md').expect(404);
    expect(res.body.code).toBe('MEDIA_NOT_FOUND');
  });

  it.each([
    ['/media/../package.json', 403, 'FORBIDDEN'],
    ['/media/content/../../package.json', 403, 'FORBIDDEN'],
    ['/media/%2e%2e/package.json', 403, 'FORBIDDEN'],
    ['/media/..%2fpackage.json', 404, 'MEDIA_NOT_FOUND'],
  ])('never leaves the media folder: %s answers %i %s', async (path, status, code) => {
    const res = await t.http.get(path).expect(status);
    expect(res.body.code).toBe(code);
  });

  it('is not under the /api prefix', async () => {
    const res = await t.http.get('/api/media/content/happy-dog.svg').expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});

describe('GET /media/** next to a built storefront', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'media-storefront-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await startTestApp({ STOREFRONT_DIR: dir, SEED: 'false' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a missing image stays a JSON 404 instead of the SPA page', async () => {
    const res = await t.http.get('/media/products/gone.svg').expect(404);
    expect(res.body.code).toBe('MEDIA_NOT_FOUND');
  });

  it('still serves the images', async () => {
    await t.http.get('/media/content/happy-cat.svg').expect(200);
  });
});
