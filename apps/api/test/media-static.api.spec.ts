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

  it.each([
    '/media/.x.svg',
    '/media/content/.x.svg',
    '/media/.well-known/x.svg',
    '/media/.svg',
    '/media/content/..svg',
    '/media/%2e.svg',
    '/media/content/happy-dog.svg;.png',
    '/media/content/happy-dog.svg%20',
  ])('a dotfile or an odd name is a JSON 404 before the disk is read: %s', async (path) => {
    const res = await t.http.get(path).expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'MEDIA_NOT_FOUND',
      message: `No media file at ${path}`,
    });
  });

  it.each([
    '/media/x%00.svg',
    '/media/%00',
    '/media/content/happy-dog.svg%00',
    '/media/content/happy-dog.svg%00.md',
    '/media/%2e%2e%2fpackage.json',
    '/media/content/%2e%2e/%2e%2e/package.json',
    '/media/..%5cpackage.json',
    '/media/%c0%ae%c0%ae/x.svg',
    '/media//etc/passwd',
    '/media/.',
    '/media/..',
    '/media/%',
    '/media/%zz.svg',
    '/media/%ff.svg',
    `/media/content/${'a'.repeat(300)}.svg`,
    `/media/${'a'.repeat(5000)}.svg`,
    `/media/content/${'a/'.repeat(2000)}x.svg`,
  ])('never answers an odd path with a 500: %s is a 4xx with an error body', async (path) => {
    const res = await t.http.get(path);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toMatchObject({
      statusCode: res.status,
      code: expect.any(String),
      message: expect.any(String),
    });
  });

  it.each([
    ['range', 'bytes=99999-', 416, 'HTTP_416'],
    ['range', 'bytes=5-1', 416, 'HTTP_416'],
    ['if-match', '"not-the-etag"', 412, 'HTTP_412'],
    ['if-unmodified-since', 'Mon, 01 Jan 1990 00:00:00 GMT', 412, 'HTTP_412'],
  ])(
    'a %s of %s that cannot be met is a %i with the shared error body',
    async (header, value, status, code) => {
      const res = await t.http.get('/media/content/happy-dog.svg').set(header, value).expect(status);
      expect(res.body).toEqual({ statusCode: status, code, message: expect.any(String) });
    },
  );

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
