import type { FastifyInstance, InjectOptions } from 'fastify';

/** The fetch signature the OIDC libraries accept for their outgoing calls. */
export type FetchFunction = (url: string | URL, init?: RequestInit) => Promise<Response>;

/**
 * A fetch that answers from this very server (Fastify's inject), for the development identity
 * provider and the relying party that talks to it in the same process: discovery, keys, the token
 * exchange and the back-channel logout never leave the process, so they work whatever the host
 * names resolve to (staff.localhost does not resolve everywhere) and need no listening port. The
 * URL's host goes in the Host header, as a network request would carry it. An abort signal is
 * honoured as fetch honours it (the caller stops waiting; the injected request runs to its end).
 */
export function inProcessFetch(fastify: FastifyInstance): FetchFunction {
  return async (input, init = {}) => {
    const url = new URL(String(input));
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    headers.host = url.host;
    init.signal?.throwIfAborted();
    const answer = await untilAborted(
      fastify.inject({
        method: (init.method ?? 'GET').toUpperCase() as InjectOptions['method'],
        url: `${url.pathname}${url.search}`,
        headers,
        payload: await bodyOf(init.body),
      }),
      init.signal,
    );
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || init.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

async function bodyOf(body: RequestInit['body']): Promise<string | Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  return Buffer.from(await new Response(body).arrayBuffer());
}

/** The promise's outcome, or the signal's reason once it aborts first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
