import { startTestApp, type TestApp } from './support/test-app';

describe('one error shape for every failure', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A plain JSON route to exercise the body parser, which runs before any handler.
    t = await startTestApp({ BODY_LIMIT_BYTES: '1024' }, (app) =>
      app
        .getHttpAdapter()
        .getInstance()
        .post('/api/test/echo', async (request) => request.body),
    );
  });
  afterAll(() => t.close());

  it('unknown API path: 404 NOT_FOUND', async () => {
    const res = await t.http.get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: expect.stringContaining('/api/no-such-thing'),
    });
  });

  it('unknown query field: 400 VALIDATION_FAILED naming the field', async () => {
    const res = await t.http.get('/api/catalog/products?colour=red').expect(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('property colour should not exist'),
      details: [{ field: 'colour', problems: ['property colour should not exist'] }],
    });
  });

  it('wrong type: 400 with the rule that was broken', async () => {
    const res = await t.http.get('/api/catalog/products?limit=lots').expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details).toEqual([
      { field: 'limit', problems: expect.arrayContaining(['limit must be an integer number']) },
    ]);
  });

  it('malformed JSON body: 400 INVALID_JSON', async () => {
    const res = await t.http
      .post('/api/test/echo')
      .set('content-type', 'application/json')
      .send('{"a":')
      .expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'INVALID_JSON' });
  });

  it('body over the configured cap: 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.http
      .post('/api/test/echo')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ filler: 'x'.repeat(2048) }))
      .expect(413);
    expect(res.body).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is too large',
    });
  });

  it('non-API path without a storefront build: 404 in the same shape', async () => {
    const res = await t.http.get('/some/page').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});
