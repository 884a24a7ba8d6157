import sharp from 'sharp';
import type { Response } from 'supertest';
import { ImageTransformer } from '../src/modules/media/testing';
import { startTestApp, type TestApp } from './support/test-app';

const DOG = '/media/content/happy-dog.svg'; // 480x320

/** Supertest leaves unknown binary types as text; images are read back as bytes. */
function bytes(res: Response): Buffer {
  return res.body as Buffer;
}

describe('GET /api/images (image optimisation)', () => {
  let t: TestApp;
  const image = (query: Record<string, string | number>) =>
    t.http
      .get('/api/images')
      .query(query)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const json = (query: Record<string, string | number>) => t.http.get('/api/images').query(query);

  beforeAll(async () => {
    t = await startTestApp({ SEED: 'false' });
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('defaults to webp at quality 75, cached for a year under an ETag, varying on Accept', async () => {
    const res = await image({ src: DOG, w: 320 }).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept/i);
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(Number(res.headers['content-length'])).toBe(bytes(res).byteLength);
    expect(await sharp(bytes(res)).metadata()).toMatchObject({ format: 'webp', width: 320, height: 213 });

    const explicit = await image({ src: DOG, w: 320, format: 'webp', q: 75, fit: 'cover' }).expect(200);
    expect(explicit.headers.etag).toBe(res.headers.etag);
    expect(bytes(explicit).equals(bytes(res))).toBe(true);
    const lower = await image({ src: DOG, w: 320, q: 50 }).expect(200);
    expect(lower.headers.etag).not.toBe(res.headers.etag);
    expect(bytes(lower).byteLength).toBeLessThan(bytes(res).byteLength);
  });

  it.each([
    ['webp', 'image/webp', 'webp'],
    ['avif', 'image/avif', 'heif'],
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpeg'],
  ])('format=%s answers %s at the requested size', async (format, contentType, decoded) => {
    const res = await image({ src: DOG, w: 320, h: 200, format }).expect(200);
    expect(res.headers['content-type']).toBe(contentType);
    expect(await sharp(bytes(res)).metadata()).toMatchObject({ format: decoded, width: 320, height: 200 });
  });

  it.each([
    [{ w: 320, h: 120, fit: 'cover' }, 320, 120],
    [{ w: 320, h: 120, fit: 'contain' }, 320, 120],
    [{ w: 320, h: 120, fit: 'fill' }, 320, 120],
    [{ w: 320, h: 120, fit: 'inside' }, 180, 120],
    [{ w: 320, h: 120, fit: 'outside' }, 320, 213],
    [{ w: 768, h: 432 }, 768, 432],
    [{ w: 64, h: 64, fit: 'contain' }, 64, 64],
    [{ h: 120 }, 180, 120],
    [{ h: 400 }, 600, 400],
    [{ w: 1536 }, 1536, 1024],
    [{ w: 32 }, 32, 21],
  ])('%p gives %ix%i', async (params, width, height) => {
    const res = await image({ src: DOG, format: 'png', ...params }).expect(200);
    expect(await sharp(bytes(res)).metadata()).toMatchObject({ width, height });
  });

  it('rasterises an SVG at the density it needs: a 2x rendition is sharp, not an upscale', async () => {
    const res = await image({ src: DOG, w: 2048, format: 'png', q: 90 }).expect(200);
    const { data, info } = await sharp(bytes(res)).raw().toBuffer({ resolveWithObject: true });
    // The sun's right edge (x 436 of 480, on its middle row), where yellow meets the sky in the
    // green channel: an upscaled 480-wide raster smears it over ~4 px, a 2048-wide one keeps it to 1-2.
    const scale = info.width / 480;
    const row = Math.round(70 * scale);
    const greenAt = (x: number) => data[(row * info.width + x) * info.channels + 1];
    const edge = [...Array(40).keys()].map((i) => greenAt(Math.round(436 * scale) - 20 + i));
    const [sun, sky] = [edge[0], edge[edge.length - 1]];
    expect(sun).not.toBe(sky);
    const blended = edge.filter((v) => v !== sun && v !== sky).length;
    expect(blended).toBeLessThanOrEqual(2);
  });

  it('fit=contain pads with bg, and with transparency when bg is absent', async () => {
    const pixel = async (query: Record<string, string | number>) => {
      const res = await image({ src: DOG, w: 320, h: 320, fit: 'contain', ...query }).expect(200);
      const { data } = await sharp(bytes(res)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 4)];
    };
    expect(await pixel({ format: 'png', q: 90, bg: 'ff0000' })).toEqual([255, 0, 0, 255]);
    expect(await pixel({ format: 'png', q: 90, bg: '#00ff00' })).toEqual([0, 255, 0, 255]);
    expect((await pixel({ format: 'png', q: 90 }))[3]).toBe(0);
    expect(await pixel({ format: 'jpeg', q: 90 })).toEqual([255, 255, 255, 255]);
    const blue = await pixel({ format: 'jpeg', q: 90, bg: '00f' });
    expect(blue[2]).toBeGreaterThan(240);
    expect(blue[0]).toBeLessThan(15);
  });

  it('answers 304 to a revalidation with the current ETag, without a body', async () => {
    const first = await image({ src: DOG, w: 640 }).expect(200);
    const again = await t.http
      .get('/api/images')
      .query({ src: DOG, w: 640 })
      .set('if-none-match', first.headers.etag)
      .expect(304);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await t.http.get('/api/images').query({ src: DOG, w: 640 }).set('if-none-match', '"other"').expect(200);
  });

  it('negotiates the format on Accept only when none is named', async () => {
    const png = await image({ src: DOG, w: 64 }).set('accept', 'image/png,image/jpeg').expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    const browser = await image({ src: DOG, w: 64 })
      .set('accept', 'image/avif,image/webp,*/*;q=0.8')
      .expect(200);
    expect(browser.headers['content-type']).toBe('image/webp');
    const named = await image({ src: DOG, w: 64, format: 'jpeg' }).set('accept', 'image/png').expect(200);
    expect(named.headers['content-type']).toBe('image/jpeg');
  });

  it('reads the content-asset alias and the shop’s own host from the media folder', async () => {
    const direct = await image({ src: DOG, w: 64 }).expect(200);
    const alias = await image({ src: '/content-assets/happy-dog.svg', w: 64 }).expect(200);
    expect(alias.headers.etag).toBe(direct.headers.etag);
    expect(bytes(alias).equals(bytes(direct))).toBe(true);
    const ownHost = await image({ src: 'http://localhost:3000/media/content/happy-dog.svg', w: 64 }).expect(
      200,
    );
    expect(ownHost.headers.etag).toBe(direct.headers.etag);
    await image({ src: '/content-assets/vet-clinic.svg', w: 64 }).expect(200);
  });

  it('serves a second identical request from the in-process cache, and shares one transform between concurrent ones', async () => {
    const transform = jest.spyOn(t.app.get(ImageTransformer), 'transform');
    const first = await image({ src: '/media/content/happy-cat.svg', w: 320 }).expect(200);
    const second = await image({ src: '/media/content/happy-cat.svg', w: 320 }).expect(200);
    expect(bytes(second).equals(bytes(first))).toBe(true);
    expect(transform).toHaveBeenCalledTimes(1);
    await image({ src: '/media/content/happy-cat.svg', w: 640 }).expect(200);
    expect(transform).toHaveBeenCalledTimes(2);
    await Promise.all(
      [1, 2, 3].map(() => image({ src: '/media/content/happy-cat.svg', w: 768 }).expect(200)),
    );
    expect(transform).toHaveBeenCalledTimes(3);
  });

  it.each([
    [{ src: '/media/content/no-such.svg' }, 404, 'IMAGE_NOT_FOUND'],
    [{ src: '/content-assets/no-such.svg' }, 404, 'IMAGE_NOT_FOUND'],
    [{ src: '/media/content' }, 415, 'IMAGE_UNSUPPORTED_TYPE'],
    [{ src: '/media/README.md' }, 415, 'IMAGE_UNSUPPORTED_TYPE'],
    [{ src: '/media/../package.json' }, 400, 'INVALID_IMAGE_SRC'],
    [{ src: '/content-assets/../../package.json' }, 400, 'INVALID_IMAGE_SRC'],
    [{ src: '/media/content/%2e%2e/happy-dog.svg' }, 400, 'INVALID_IMAGE_SRC'],
    [{ src: 'http://localhost/media/../../package.json' }, 400, 'INVALID_IMAGE_SRC'],
    [{ src: '/package.json' }, 400, 'INVALID_IMAGE_SRC'],
    [{ src: 'javascript:alert(1)' }, 400, 'INVALID_IMAGE_SRC'],
    [{ src: '/media/.x.svg' }, 400, 'INVALID_IMAGE_SRC'],
    [{ src: '/media/content/.x.svg' }, 400, 'INVALID_IMAGE_SRC'],
    // A NUL character is refused for every parameter of every route, before the handler.
    [{ src: '/media/content/happy-dog.svg\0' }, 400, 'INVALID_CHARACTERS'],
    [{ src: '/media/content/happy-dog.svg\0.md' }, 400, 'INVALID_CHARACTERS'],
    [{ src: `/media/content/${'a'.repeat(300)}.svg` }, 400, 'INVALID_IMAGE_SRC'],
    [{ src: 'https://evil.example/dog.png' }, 400, 'IMAGE_HOST_NOT_ALLOWED'],
    [{ src: 'http://127.0.0.1:9/dog.png' }, 400, 'IMAGE_HOST_NOT_ALLOWED'],
  ])('%p answers %i %s', async (query, status, code) => {
    const res = await json({ ...query, w: 320 }).expect(status);
    expect(res.body).toMatchObject({ statusCode: status, code, message: expect.any(String) });
  });

  it.each([
    ['no src', { w: 320 }, 'src'],
    ['empty src', { src: '', w: 320 }, 'src'],
    ['oversize src', { src: `/media/${'a'.repeat(2050)}.svg`, w: 320 }, 'src'],
    ['an unknown field', { src: DOG, w: 320, width: 10 }, 'width'],
    ['neither w nor h', { src: DOG }, 'w'],
    ['w=0', { src: DOG, w: 0 }, 'w'],
    ['w=100', { src: DOG, w: 100 }, 'w'],
    ['w=1920', { src: DOG, w: 1920 }, 'w'],
    ['w=4096', { src: DOG, w: 4096 }, 'w'],
    ['w=abc', { src: DOG, w: 'abc' }, 'w'],
    ['w=1.5', { src: DOG, w: '1.5' }, 'w'],
    ['w=1e3', { src: DOG, w: '1e3' }, 'w'],
    ['w=-5', { src: DOG, w: '-5' }, 'w'],
    ['h=0', { src: DOG, h: 0 }, 'h'],
    ['h=100', { src: DOG, h: 100 }, 'h'],
    ['h=5000', { src: DOG, h: 5000 }, 'h'],
    ['w=320 with h=213', { src: DOG, w: 320, h: 213 }, 'h'],
    ['q=0', { src: DOG, w: 320, q: 0 }, 'q'],
    ['q=60', { src: DOG, w: 320, q: 60 }, 'q'],
    ['q=100', { src: DOG, w: 320, q: 100 }, 'q'],
    ['q=101', { src: DOG, w: 320, q: 101 }, 'q'],
    ['format=gif', { src: DOG, w: 320, format: 'gif' }, 'format'],
    ['fit=stretch', { src: DOG, w: 320, fit: 'stretch' }, 'fit'],
    ['bg=red', { src: DOG, w: 320, bg: 'red' }, 'bg'],
    ['bg=#12345', { src: DOG, w: 320, bg: '#12345' }, 'bg'],
  ])('refuses %s with 400 INVALID_IMAGE_PARAMS naming the field', async (_name, query, field) => {
    const res = await json(query as Record<string, string | number>).expect(400);
    expect(res.body.code).toBe('INVALID_IMAGE_PARAMS');
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it.each([
    [{ w: 4096 }, 'w', 'w must be one of 32, 64, 320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072'],
    [{ h: 100 }, 'h', 'h must be one of 120, 200, 240, 400'],
    [{ w: 320, h: 213 }, 'h', 'h must be one of 120, 180, 200, 240, 320, 400 with w=320'],
    [{ w: 320, q: 60 }, 'q', 'q must be one of 50, 75, 90'],
    [
      {},
      'w',
      'w or h is required: w one of 32, 64, 320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072, or h one of 120, 200, 240, 400',
    ],
  ])('refuses %p saying which values are allowed', async (query, field, problem) => {
    const res = await json({ src: DOG, ...query }).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'INVALID_IMAGE_PARAMS',
      message: `Invalid image parameters: ${problem}`,
      details: [{ field, problems: [problem] }],
    });
  });

  it('refuses a disallowed size before reading or transforming anything', async () => {
    const transform = jest.spyOn(t.app.get(ImageTransformer), 'transform');
    await json({ src: '/media/content/giving.svg', w: 4096 }).expect(400);
    await json({ src: '/media/content/giving.svg', w: 320 }).expect(200);
    expect(transform).toHaveBeenCalledTimes(1);
  });

  it('refuses a repeated parameter', async () => {
    const res = await t.http.get(`/api/images?src=${encodeURIComponent(DOG)}&w=320&w=640`).expect(400);
    expect(res.body.code).toBe('INVALID_IMAGE_PARAMS');
  });
});
