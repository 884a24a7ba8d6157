import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

export type HelmetOptions = Parameters<typeof helmet>[0];

/**
 * The headers helmet(options) writes, worked out once. With fixed options (no per-request CSP
 * nonce) helmet's answer never depends on the request, yet running its thirteen middlewares on
 * every response cost ~20 µs (docs/perf.md); setting a ready map is nearly free. Helmet still
 * decides every header and value: it runs here against a response that records what it writes.
 */
export function staticSecurityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return recorder;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: () => undefined,
  };
  let finished = false;
  helmet(options)(
    { headers: {}, method: 'GET', url: '/' } as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error) => {
      if (error) throw error;
      finished = true;
    },
  );
  if (!finished) throw new Error('helmet did not finish synchronously; its headers cannot be precomputed');
  return Object.freeze(headers);
}
