import { QueryClient } from '@tanstack/react-query';

/** How long fetched data counts as fresh: navigating back within a minute never refetches. */
export const QUERY_STALE_TIME_MS = 60_000;

/**
 * Statuses worth one more try (SPEC §7 "Other"): timeouts, conflicts, rate limits and transient
 * server failures. Any other 4xx is the request's own fault and fails the same way again.
 */
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/**
 * The HTTP status behind an error thrown by the generated client. The client throws the parsed
 * error body (the API's `{ statusCode, code, message }`), so the status is read from the body;
 * anything without one (a network failure, a TypeError from fetch) has no status.
 */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = error as { status?: unknown; statusCode?: unknown; response?: { status?: unknown } };
  for (const value of [candidate.status, candidate.statusCode, candidate.response?.status]) {
    if (typeof value === 'number' && Number.isInteger(value)) return value;
  }
  return undefined;
}

/**
 * Queries are GETs: retry once on network failures and on the transient statuses above, never on
 * other 4xx (a 404 or 401 will not change by asking again) and never more than once.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  const status = httpStatusOf(error);
  return status === undefined || RETRYABLE_STATUSES.has(status);
}

/**
 * One QueryClient per app instance (and a fresh one per test), configured once here so every
 * feature's queries share the same freshness and retry policy. Mutations are never retried:
 * a POST that may have reached the server must not be repeated behind the shopper's back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: shouldRetryQuery,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
