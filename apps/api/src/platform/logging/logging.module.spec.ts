import type { ServerResponse } from 'node:http';
import { serializeRequest, serializeResponse } from './logging.module';

describe('request log serializers', () => {
  it('keep id, method, url and host of a request, and never its headers (no credentials in logs)', () => {
    const req = {
      id: 'req-1',
      method: 'GET',
      url: '/products',
      originalUrl: '/api/catalog/products?species=dog',
      headers: { host: 'localhost', authorization: 'Bearer secret', cookie: 'session=secret' },
    } as unknown as Parameters<typeof serializeRequest>[0];
    const logged = serializeRequest(req);
    expect(logged).toEqual({
      id: 'req-1',
      method: 'GET',
      url: '/api/catalog/products?species=dog',
      host: 'localhost',
    });
    expect(JSON.stringify(logged)).not.toContain('secret');
  });

  it('keep only the status code of a response', () => {
    const res = {
      statusCode: 201,
      getHeaders: () => ({ 'set-cookie': 'session=secret' }),
    } as unknown as ServerResponse;
    expect(serializeResponse(res)).toEqual({ statusCode: 201 });
  });
});
