/** What actually sends a request: the browser's fetch, or a fake API in tests. */
export type Transport = (request: Request) => Promise<Response>;

/** SPEC §7 'Other': timeouts, conflicts, early data, rate limits and transient server failures. */
const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** SPEC §7: never repeated, because the first attempt may already have changed something. */
const NOT_RETRIED_METHODS: ReadonlySet<string> = new Set(['PATCH', 'POST', 'PUT', 'DELETE']);

/**
 * The HTTP client's retry rule (SPEC §7), where the method is known: a request of any other method
 * that fails on the network or answers one of the retry statuses is sent once more, at once; a
 * request the caller aborted is not. POSTs are never repeated, read-only or not.
 */
export function retryingFetch(transport: Transport): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (NOT_RETRIED_METHODS.has(request.method.toUpperCase())) return transport(request);
    const again = request.clone();
    try {
      const response = await transport(request);
      if (!RETRY_STATUSES.has(response.status) || request.signal.aborted) return response;
      await response.body?.cancel();
    } catch (error) {
      if (request.signal.aborted) throw error;
    }
    return transport(again);
  };
}
