import { QueryClient } from '@tanstack/react-query';

/** How long fetched data counts as fresh: navigating back within a minute never refetches. */
const QUERY_STALE_TIME_MS = 60_000;

/**
 * One QueryClient per app instance (and a fresh one per test), so every feature's queries share the
 * same freshness. Nothing is retried here: the HTTP client applies SPEC §7's retry rule where the
 * method is known (configure-api-client.ts), and a retry here would repeat read-only POSTs and
 * multiply the GET retries.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: false },
      mutations: { retry: false },
    },
  });
}
