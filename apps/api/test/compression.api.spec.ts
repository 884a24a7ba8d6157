import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './support/test-app';

const LISTING = '/api/catalog/products?species=dog&limit=24';

describe('compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  // Fastify's inject hands back the bytes as sent; supertest would decode them first.
  const raw = async (encoding: string) => {
    const res = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'GET',
        url: LISTING,
        headers: { 'accept-encoding': encoding },
      });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('a %s listing decodes to the same JSON bytes as the uncompressed answer', async (encoding, decode) => {
    const plain = (await raw('identity')).rawPayload;
    const res = await raw(encoding);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.rawPayload;
    expect(body.length).toBeLessThan(plain.length / 4);
    expect(decode(body).equals(plain)).toBe(true);
  });

  it('a cached listing is compressed once, on the miss: every hit sends those bytes with their length', async () => {
    const first = await raw('br');
    const second = await raw('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers['content-length']).toBe(String(second.rawPayload.length));
    expect(second.headers.vary).toBe('accept-encoding');
  });

  it('leaves small answers uncompressed', async () => {
    const res = await t.http.get('/api/health/live').set('accept-encoding', 'br, gzip').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
