import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { COMPRESS_THRESHOLD_BYTES, JSON_CONTENT_TYPE, replyJsonBytes, toJsonBytes } from './json-bytes';

const LARGE = {
  items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Adult Chicken Recipe ${i}` })),
};

describe('JSON bytes answers', () => {
  let app: FastifyInstance;
  const large = toJsonBytes(LARGE);
  const small = toJsonBytes({ status: 'ok' });

  beforeAll(async () => {
    app = Fastify();
    // As configureApp registers it: whatever the handler does not encode, the plugin may.
    await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES });
    app.get('/large', (request, reply) => replyJsonBytes(request, reply, large));
    app.get('/small', (request, reply) => replyJsonBytes(request, reply, small));
    app.get('/varied', (request, reply) => {
      reply.header('vary', 'origin');
      return replyJsonBytes(request, reply, large);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('serialises exactly as JSON.stringify, and encodes only answers past the threshold', () => {
    expect(large.json.equals(Buffer.from(JSON.stringify(LARGE)))).toBe(true);
    expect(brotliDecompressSync(large.br as Buffer).equals(large.json)).toBe(true);
    expect(gunzipSync(large.gzip as Buffer).equals(large.json)).toBe(true);
    expect(small).toEqual({
      json: Buffer.from('{"status":"ok"}'),
      etag: expect.stringMatching(/^"[\w-]{27}"$/),
    });
    expect(toJsonBytes({ status: 'ok' }).etag).toBe(small.etag);
    expect(toJsonBytes({ status: 'ko' }).etag).not.toBe(small.etag);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'gzip'],
    ['GZIP', 'gzip'],
  ])('for Accept-Encoding %p sends the stored %s bytes as they are', async (accept, encoding) => {
    const res = await get('/large', { 'accept-encoding': accept });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toBe(JSON_CONTENT_TYPE);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.rawPayload.equals(encoding === 'br' ? (large.br as Buffer) : (large.gzip as Buffer))).toBe(
      true,
    );
  });

  it.each([
    ['no Accept-Encoding', {}],
    ['identity only', { 'accept-encoding': 'identity' }],
    ['x-no-compression', { 'accept-encoding': 'br, gzip', 'x-no-compression': '1' }],
  ])('sends the plain JSON for %s', async (_label, headers) => {
    const res = await get('/large', headers);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(large.json)).toBe(true);
  });

  it('leaves an encoding it does not store to the compress plugin', async () => {
    const res = await get('/large', { 'accept-encoding': 'deflate' });
    expect(res.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(res.rawPayload).equals(large.json)).toBe(true);
  });

  it('adds accept-encoding to a Vary the route already set', async () => {
    const res = await get('/varied', { 'accept-encoding': 'br' });
    expect(res.headers.vary).toBe('origin, accept-encoding');
  });

  it('sends small answers plain, without Vary', async () => {
    const res = await get('/small', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.body).toBe('{"status":"ok"}');
  });
});
