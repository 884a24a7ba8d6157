import { request as httpRequest } from 'node:http';
import type { FuzzRequest } from './request-draft';
import type { FuzzResponse } from './response-check';

/** Sends one request exactly as planned; rejects only when no answer came. */
export type Transport = (request: FuzzRequest) => Promise<FuzzResponse>;

/** The shape of Fastify's `inject` (light-my-request) the fuzz needs, without importing Fastify. */
export type InjectLike = (options: {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: Buffer;
}) => Promise<{
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  rawPayload: Buffer;
}>;

function withTimeout<T>(work: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms (${what})`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * In-process: the app's own request pipeline without a socket (fast, for the API test run).
 * Like any WHATWG URL client it resolves dot segments in the path; everything else is as sent.
 */
export function injectTransport(inject: InjectLike, timeoutMs = 30_000): Transport {
  return async (request) => {
    const answer = await withTimeout(
      inject({ method: request.method, url: request.url, headers: request.headers, payload: request.body }),
      timeoutMs,
      `${request.method} ${request.url.slice(0, 80)}`,
    );
    const headers = Object.fromEntries(
      Object.entries(answer.headers).map(([name, value]) => [
        name,
        typeof value === 'number' ? String(value) : value,
      ]),
    );
    return { status: answer.statusCode, headers, body: answer.rawPayload };
  };
}

/**
 * Over a real socket with node:http, for a running server (the bench). Not fetch: fetch drops
 * the Host header (both sites must be reached) and rewrites the path ('..', '%2e%2e'), so the
 * odd requests would not be sent as planned. A new connection per request, without an Agent: a
 * hostile request may leave its connection unusable (the server closes it after a parse error or
 * an early 413); on a kept-alive or pooled connection the next, innocent request took the blame
 * as "socket hang up".
 */
export function httpTransport(baseUrl: string, options: { timeoutMs?: number } = {}): Transport {
  const { hostname, port } = new URL(baseUrl);
  const timeoutMs = options.timeoutMs ?? 30_000;
  return (request) =>
    new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: hostname,
          port,
          method: request.method,
          path: request.url,
          // node:http frames a GET or OPTIONS body with nothing at all unless told its length.
          headers: request.body
            ? { 'content-length': String(request.body.length), ...request.headers }
            : request.headers,
          agent: false,
          setHost: false,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      outgoing.on('error', reject);
      outgoing.end(request.body);
    });
}
