import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { RemoteImageFetcher } from '../src/modules/media/testing';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * There is no internet here: a content host is played by a local server on 127.0.0.1, added to
 * IMAGE_CONTENT_HOSTS with its port. The real hosts' refusal paths need no network at all.
 */
describe('GET /api/images from a content host', () => {
  let t: TestApp;
  let cdn: Server;
  let host: string;
  let png: Buffer;
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();

  beforeAll(async () => {
    png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const sliver =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="1"><rect width="100" height="1"/></svg>';
    cdn = createServer((req, res) => {
      requests.push(req.url ?? '');
      const send = (status: number, type: string, body: string | Buffer) =>
        res.writeHead(status, { 'content-type': type }).end(body);
      switch (req.url) {
        case '/img/bowl.png':
          return send(200, 'image/png', png);
        case '/img/untyped.png':
          return res.writeHead(200).end(png);
        case '/img/sliver.svg':
          return send(200, 'image/svg+xml', sliver);
        case '/img/page.png':
          return send(200, 'text/html; charset=utf-8', '<!doctype html><p>not an image</p>');
        case '/img/garbage.png':
          return send(200, 'image/png', 'these bytes are not a PNG');
        case '/img/moved.png':
          return res.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere.png' }).end();
        case '/img/broken.png':
          return send(500, 'text/plain', 'upstream failure');
        case '/img/slow.png':
          return timers.add(setTimeout(() => send(200, 'image/png', png), 2_000));
        default:
          return send(404, 'text/plain', 'not found');
      }
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    host = `127.0.0.1:${(cdn.address() as AddressInfo).port}`;
    t = await startTestApp({
      SEED: 'false',
      IMAGE_CONTENT_HOSTS: `cdn-dev.petnutrition.example,cdn.petnutrition.example,${host}`,
    });
  });
  afterAll(async () => {
    await t.close();
    timers.forEach(clearTimeout);
    cdn.closeAllConnections();
    await new Promise((resolve) => cdn.close(resolve));
  });

  const image = (src: string, query: Record<string, string | number> = {}) =>
    t.http
      .get('/api/images')
      .query({ src, ...query })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('fetches, resizes and caches an image from an allowed host', async () => {
    const src = `http://${host}/img/bowl.png`;
    const res = await image(src, { w: 320, format: 'jpeg' }).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({
      format: 'jpeg',
      width: 320,
      height: 213,
    });
    const fetched = requests.filter((r) => r === '/img/bowl.png').length;
    await image(src, { w: 320, format: 'jpeg' }).expect(200);
    expect(requests.filter((r) => r === '/img/bowl.png')).toHaveLength(fetched);
  });

  it('takes an image the host sends without a content type (sharp decides)', async () => {
    const res = await image(`http://${host}/img/untyped.png`, { w: 32 }).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  const refusal = async (
    src: string,
    status: number,
    code: string,
    query: Record<string, string | number> = {},
  ) => {
    const res = await t.http
      .get('/api/images')
      .query({ src, w: 320, ...query })
      .expect(status);
    expect(res.body).toMatchObject({ statusCode: status, code });
    return res.body.message as string;
  };

  it.each([
    ['a host not on the list', 'https://images.example.org/bowl.png', 400, 'IMAGE_HOST_NOT_ALLOWED'],
    [
      'an allowed host on another port',
      'https://cdn.petnutrition.example:8443/bowl.png',
      400,
      'IMAGE_HOST_NOT_ALLOWED',
    ],
    [
      'a look-alike host',
      'https://cdn.petnutrition.example.attacker.example/bowl.png',
      400,
      'IMAGE_HOST_NOT_ALLOWED',
    ],
    ['loopback on another port', 'http://127.0.0.1:1/bowl.png', 400, 'IMAGE_HOST_NOT_ALLOWED'],
    ['a non-http scheme', 'ftp://cdn.petnutrition.example/bowl.png', 400, 'INVALID_IMAGE_SRC'],
  ])('refuses %s before any request', async (_name, src, status, code) => {
    const before = requests.length;
    await refusal(src, status, code);
    expect(requests).toHaveLength(before);
  });

  it.each([
    ['a missing image', '/img/none.png', 404, 'IMAGE_NOT_FOUND'],
    ['a page that is not an image', '/img/page.png', 415, 'IMAGE_UNSUPPORTED_TYPE'],
    ['bytes that do not decode', '/img/garbage.png', 422, 'IMAGE_NOT_DECODABLE'],
    ['a redirect (could lead off the list)', '/img/moved.png', 502, 'IMAGE_SOURCE_UNAVAILABLE'],
    ['an upstream failure', '/img/broken.png', 502, 'IMAGE_SOURCE_UNAVAILABLE'],
  ])('answers %s (%s) with %i %s', async (_name, path, status, code) => {
    await refusal(`http://${host}${path}`, status, code);
  });

  it('refuses a rendition past the pixel budget before decoding it', async () => {
    const message = await refusal(`http://${host}/img/sliver.svg`, 422, 'IMAGE_TOO_LARGE', {
      w: 3072,
      h: 3072,
      fit: 'outside',
    });
    expect(message).toContain('307200x3072');
  });

  describe('with tight limits', () => {
    let fetcher: RemoteImageFetcher;
    let saved: { timeoutMs: number; maxBytes: number };
    beforeAll(() => {
      fetcher = t.app.get(RemoteImageFetcher);
      saved = { timeoutMs: fetcher.timeoutMs, maxBytes: fetcher.maxBytes };
    });
    afterEach(() => Object.assign(fetcher, saved));

    it('gives up on a host that does not answer in time', async () => {
      fetcher.timeoutMs = 200;
      const message = await refusal(`http://${host}/img/slow.png`, 502, 'IMAGE_SOURCE_UNAVAILABLE');
      expect(message).toContain('within 200 ms');
    });

    it('refuses a source over the size cap', async () => {
      fetcher.maxBytes = png.byteLength - 1;
      await refusal(`http://${host}/img/bowl.png`, 422, 'IMAGE_TOO_LARGE', { w: 640 });
      await refusal(`http://${host}/img/untyped.png`, 422, 'IMAGE_TOO_LARGE', { w: 640 });
    });
  });
});
