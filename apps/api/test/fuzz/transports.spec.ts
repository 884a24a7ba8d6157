import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FuzzRequest } from './request-draft';
import { httpTransport, injectTransport } from './transports';

const request = (overrides: Partial<FuzzRequest>): FuzzRequest => ({
  operationId: 'x',
  index: 0,
  strategy: 'odd-path',
  target: 'path',
  variant: 'v',
  expect: 'any',
  method: 'POST',
  url: '/api/x/..%2F%zz?a=%00&a=%ED%A0%80',
  headers: { host: 'staff.localhost', 'content-type': 'application/json', 'content-encoding': 'gzip' },
  body: Buffer.from([0x1f, 0x8b, 0xff, 0x00]),
  ...overrides,
});

describe('the transports', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    // Echoes what arrived on the socket, so the test sees exactly what was sent.
    server = createServer((incoming, outgoing) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        outgoing.setHeader('content-type', 'application/json');
        outgoing.end(
          JSON.stringify({
            method: incoming.method,
            url: incoming.url,
            host: incoming.headers.host,
            encoding: incoming.headers['content-encoding'],
            body: Buffer.concat(chunks).toString('hex'),
          }),
        );
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('over HTTP sends the path, Host and body bytes exactly as planned', async () => {
    const send = httpTransport(base);
    const answer = await send(request({}));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({
      method: 'POST',
      url: '/api/x/..%2F%zz?a=%00&a=%ED%A0%80',
      host: 'staff.localhost',
      encoding: 'gzip',
      body: '1f8bff00',
    });
  });

  it('over HTTP frames a body on GET too, so it is not read as the next request', async () => {
    const answer = await httpTransport(base)(request({ method: 'GET', body: Buffer.from('[[]]') }));
    expect(JSON.parse(answer.body.toString())).toMatchObject({
      method: 'GET',
      body: Buffer.from('[[]]').toString('hex'),
    });
  });

  it('over HTTP reports a server that never answers as no answer, not a hang', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const send = httpTransport(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`, {
      timeoutMs: 200,
    });
    try {
      await expect(send(request({ method: 'GET', body: undefined }))).rejects.toThrow(
        /no answer within 200 ms/,
      );
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((done) => silent.close(() => done()));
    }
  });

  it('in process hands the request to inject unchanged and normalises the answer', async () => {
    const seen: unknown[] = [];
    const send = injectTransport(async (options) => {
      seen.push(options);
      return { statusCode: 204, headers: { 'content-length': 0 }, rawPayload: Buffer.alloc(0) };
    });
    const answer = await send(request({}));
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/x/..%2F%zz?a=%00&a=%ED%A0%80',
        headers: request({}).headers,
        payload: request({}).body,
      },
    ]);
    expect(answer).toEqual({ status: 204, headers: { 'content-length': '0' }, body: Buffer.alloc(0) });
  });
});
