import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { listenOnLoopback } from './support/listening-app';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Client input that once gave 500 (and an error line with a stack): each is a 4xx with the shared
 * error body now. OpenAPI fuzzing (openapi-fuzz.api.spec.ts) keeps the whole class out; these pin
 * the cases found by hand.
 */
describe('hostile input gets a 4xx with the shared error body, never a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const errorBody = (status: number, code: string) => ({
    statusCode: status,
    code,
    message: expect.any(String),
  });
  const stock = (body: unknown) =>
    t.http.post('/api/get-products-stock').set('content-type', 'application/json').send(JSON.stringify(body));

  it.each([
    ['a search', '/api/catalog/search?q=chicken%00rice'],
    ['a listing query', '/api/catalog/products?q=a%00b'],
    ['a listing cursor', '/api/catalog/products?cursor=abc%00def'],
    ['a product handle', '/api/ecom/v1.0/get-product-by-handle?handle=dog%00food'],
    ['a page slug', '/api/cms/v1.0/get-page-by-slug?slug=faq%00'],
  ])('a NUL character in %s: 400 INVALID_CHARACTERS', async (_what, url) => {
    const res = await t.http.get(url).expect(400);
    expect(res.body).toMatchObject(errorBody(400, 'INVALID_CHARACTERS'));
  });

  it('a NUL character in a JSON body, value or key: 400 INVALID_CHARACTERS naming the field', async () => {
    const value = await stock({ skus: ['600101', 'a\u0000b'], zipCode: '80011', destination: 'HOME' }).expect(
      400,
    );
    expect(value.body).toMatchObject(errorBody(400, 'INVALID_CHARACTERS'));
    expect(value.body.details[0].field).toBe('skus.1');
    const key = await stock({
      skus: ['600101'],
      zipCode: '80011',
      destination: 'HOME',
      ['x\u0000']: 1,
    }).expect(400);
    expect(key.body.code).toBe('INVALID_CHARACTERS');
  });

  it('JSON nested 2,000 deep (4 KB): 400 JSON_TOO_DEEP', async () => {
    const deep = `${'['.repeat(2000)}${']'.repeat(2000)}`;
    const res = await t.http
      .post('/api/get-products-stock')
      .set('content-type', 'application/json')
      .send(deep);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(errorBody(400, 'JSON_TOO_DEEP'));
  });

  it('nesting within the limit is validated as usual (400 VALIDATION_FAILED), brackets in strings do not count', async () => {
    const nested = JSON.parse(`${'['.repeat(20)}"600101"${']'.repeat(20)}`);
    const res = await stock({ skus: nested, zipCode: '80011', destination: 'HOME' }).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    await stock({
      skus: ['[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[['],
      zipCode: '80011',
      destination: 'HOME',
    }).expect(200);
  });

  it('a gzip body decompresses, a gzip body that is not gzip is 400, an unknown encoding 415', async () => {
    const body = JSON.stringify({ skus: ['600101'], zipCode: '80011', destination: 'HOME' });
    // inject sends the bytes as they are (supertest would serialise a Buffer as JSON).
    const gzipped = await t.app.inject({
      method: 'POST',
      url: '/api/get-products-stock',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(body),
    });
    expect(gzipped.statusCode).toBe(200);
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const bad = await t.http
        .post('/api/get-products-stock')
        .set('content-type', 'application/json')
        .set('content-encoding', encoding)
        .send('certainly not compressed');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject(errorBody(400, 'INVALID_CONTENT_ENCODING'));
    }
    const unknown = await t.http
      .post('/api/get-products-stock')
      .set('content-type', 'application/json')
      .set('content-encoding', 'xyz')
      .send(body);
    expect(unknown.status).toBe(415);
    expect(unknown.body).toMatchObject(errorBody(415, 'UNSUPPORTED_CONTENT_ENCODING'));
  });

  it('a body that is not JSON, and a Content-Type we do not read: 400 and 415', async () => {
    const broken = await t.http
      .post('/api/get-products-stock')
      .set('content-type', 'application/json')
      .send('{"skus":');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject(errorBody(400, 'INVALID_JSON'));
    const form = await t.http
      .post('/api/get-products-stock')
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('skus=1');
    expect(form.status).toBe(415);
    expect(form.body).toMatchObject(errorBody(415, 'UNSUPPORTED_MEDIA_TYPE'));
  });

  it('a malformed percent-encoding in the path: 400 BAD_URL with the security headers and request id', async () => {
    const res = await t.http.get('/api/catalog/%zz').expect(400);
    expect(res.body).toEqual(errorBody(400, 'BAD_URL'));
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it.each([
    'constructor',
    '__proto__',
    'prototype',
    'hasOwnProperty',
    'valueOf',
    'toString',
    '__defineGetter__',
  ])('?%s=1 is an unknown parameter like any other: 400 VALIDATION_FAILED', async (key) => {
    const res = await t.http.get(`/api/catalog/products?${key}=1&limit=1`).expect(400);
    expect(res.body).toMatchObject(errorBody(400, 'VALIDATION_FAILED'));
    expect(res.body.details[0].field).toBe(key);
  });

  it.each(['hasOwnProperty', 'valueOf', 'toString', 'prototype'])(
    'a JSON field named %s is an unknown field like any other: 400 VALIDATION_FAILED',
    async (key) => {
      const res = await stock({ skus: ['600101'], zipCode: '80011', destination: 'HOME', [key]: 'x' }).expect(
        400,
      );
      expect(res.body).toMatchObject(errorBody(400, 'VALIDATION_FAILED'));
      expect(res.body.details[0].field).toBe(key);
    },
  );

  it('Content-Encoding is read case-insensitively', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/get-products-stock',
      headers: { 'content-type': 'application/json', 'content-encoding': 'GZIP' },
      payload: gzipSync(JSON.stringify({ skus: ['600101'], zipCode: '80011', destination: 'HOME' })),
    });
    expect(res.statusCode).toBe(200);
  });

  it.each(['0x10', '0o17', '0b11', '1e1', '16.0', ' 16', '-16'])(
    'limit=%s is not a number of products: 400',
    async (limit) => {
      const res = await t.http.get(`/api/catalog/products?limit=${encodeURIComponent(limit)}`).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    },
  );

  it('limit written with leading zeros is still that number', async () => {
    const res = await t.http.get('/api/catalog/products?limit=0016').expect(200);
    expect(res.body.items).toHaveLength(16);
  });
});

describe('requests Node itself refuses get the shared error body too', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp();
    port = await listenOnLoopback(t);
  });
  afterAll(() => t.close());

  /** Sends raw bytes and answers what came back, as text. */
  function raw(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1' }, () => socket.end(request));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  function bodyOf(answer: string): unknown {
    return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
  }

  it('headers over 16 KB: 431 HEADERS_TOO_LARGE', async () => {
    const answer = await raw(
      `GET /api/health/live?fuzz=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain("content-security-policy: default-src 'self'");
    expect(bodyOf(answer)).toEqual({
      statusCode: 431,
      code: 'HEADERS_TOO_LARGE',
      message: expect.any(String),
    });
  });

  it('a request target that is not a path: 400 MALFORMED_REQUEST', async () => {
    const answer = await raw(
      'POST \\api\\get-globals HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toEqual({
      statusCode: 400,
      code: 'MALFORMED_REQUEST',
      message: expect.any(String),
    });
  });
});
