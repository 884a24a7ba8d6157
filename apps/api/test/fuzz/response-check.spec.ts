import { gzipSync } from 'node:zlib';
import { ResponseSchemas } from './openapi-json-schema';
import { readOperations, type Operation } from './openapi-operations';
import type { FuzzRequest } from './request-draft';
import { checkResponse, type FuzzResponse } from './response-check';
import { SYNTHETIC_DOCUMENT } from './testing/synthetic-document';

const schemas = new ResponseSchemas(SYNTHETIC_DOCUMENT);
const operation = (id: string) => readOperations(SYNTHETIC_DOCUMENT).find((op) => op.id === id) as Operation;
const request = (overrides: Partial<FuzzRequest> = {}): FuzzRequest => ({
  operationId: 'getOrder',
  index: 0,
  strategy: 'valid',
  target: 'none',
  variant: 'valid',
  expect: 'any',
  method: 'GET',
  url: '/api/orders/x',
  headers: {},
  ...overrides,
});
const json = (status: number, body: unknown, headers: Record<string, string> = {}): FuzzResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: Buffer.from(JSON.stringify(body)),
});
const ORDER = {
  id: '6b0c531f-5a1b-44dd-9f2e-3fdb409b7efe',
  total: { cents: 100 },
  discount: null,
  status: 'open',
};
const check = (response: FuzzResponse, req = request(), op = operation('getOrder')) =>
  checkResponse(op, req, response, schemas);

describe('the contract an answer keeps', () => {
  it('accepts a documented 2xx whose body matches its schema (nullable allOf included)', () => {
    expect(check(json(200, ORDER))).toBeUndefined();
    expect(check(json(200, { ...ORDER, discount: { cents: 5 } }))).toBeUndefined();
  });

  it('reads a compressed answer as the client would', () => {
    const answer = json(200, ORDER, { 'content-encoding': 'gzip' });
    expect(check({ ...answer, body: gzipSync(answer.body) })).toBeUndefined();
  });

  it('flags a 2xx body that breaks its schema, saying where', () => {
    expect(check(json(200, { ...ORDER, status: 'lost' }))).toEqual({
      problem: 'response does not match its schema',
      detail: expect.stringContaining('/status'),
    });
    expect(check(json(200, { ...ORDER, discount: undefined }))).toMatchObject({
      problem: 'response does not match its schema',
    });
  });

  it('checks a text answer by its content type only', () => {
    const ping = operation('ping');
    const text = (type: string) => ({
      status: 200,
      headers: { 'content-type': type },
      body: Buffer.from('pong'),
    });
    expect(check(text('text/plain; charset=utf-8'), request(), ping)).toBeUndefined();
    expect(check(text('text/html'), request(), ping)).toMatchObject({ problem: 'undocumented content type' });
  });

  it('fails any 500, even in the shared error body', () => {
    expect(check(json(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' }))).toMatchObject({
      problem: 'server error',
    });
  });

  it('allows the generic refusals in the shared error body, and nothing else undocumented', () => {
    expect(check(json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'x' }))).toBeUndefined();
    expect(check(json(429, { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'x' }))).toBeUndefined();
    expect(check(json(409, { statusCode: 409, code: 'CONFLICT', message: 'x' }))).toMatchObject({
      problem: 'undocumented status',
    });
    expect(check({ status: 304, headers: {}, body: Buffer.alloc(0) })).toBeUndefined();
  });

  it('requires exactly the shared error body on every 4xx', () => {
    const fastify = { error: 'Bad Request', code: 'FST_ERR_BAD_URL', message: 'x', statusCode: 400 };
    expect(check(json(400, fastify))).toEqual({
      problem: 'not the shared error body',
      detail: 'extra keys error',
    });
    expect(check(json(400, { statusCode: '400', code: 'X', message: 'x' }))).toMatchObject({
      problem: 'not the shared error body',
    });
    expect(
      check({ status: 400, headers: { 'content-type': 'text/plain' }, body: Buffer.from('Bad') }),
    ).toEqual({
      problem: 'not the shared error body',
      detail: 'content-type text/plain',
    });
    const details = { statusCode: 400, code: 'V', message: 'x', details: [{ field: 'a', problems: ['b'] }] };
    expect(check(json(400, details))).toBeUndefined();
  });

  it('fails a 2xx for a request the document rules out', () => {
    const refused = request({
      expect: 'refusal',
      strategy: 'prototype-key',
      variant: 'parameter constructor',
    });
    expect(check(json(200, ORDER), refused)).toMatchObject({
      problem: 'accepted what the contract rules out',
    });
    expect(check(json(400, { statusCode: 400, code: 'V', message: 'x' }), refused)).toBeUndefined();
  });

  it('reads no body on HEAD', () => {
    expect(
      check({ status: 200, headers: {}, body: Buffer.alloc(0) }, request({ method: 'HEAD' })),
    ).toBeUndefined();
  });
});
