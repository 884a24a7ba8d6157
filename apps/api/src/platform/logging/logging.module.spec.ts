import type { ServerResponse } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { requestLogLevel, serializeRequest, serializeResponse } from './logging.module';

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

describe('requestLogLevel', () => {
  const req = {} as IncomingMessage;
  const res = (statusCode: number) => ({ statusCode }) as ServerResponse;

  it.each([400, 404, 413, 429])(
    'logs a %i (the client asked wrongly) at info, never as an error',
    (status) => {
      expect(requestLogLevel(req, res(status))).toBe('info');
    },
  );

  it('logs a request the client gave up on at info', () => {
    expect(requestLogLevel(req, res(200))).toBe('info');
  });

  it.each([500, 502, 504])('logs a %i (our failure) as an error', (status) => {
    expect(requestLogLevel(req, res(status))).toBe('error');
  });

  it('logs a 503 (a deliberate try-again; its outage is logged once elsewhere) at info', () => {
    expect(requestLogLevel(req, res(503))).toBe('info');
  });
});
