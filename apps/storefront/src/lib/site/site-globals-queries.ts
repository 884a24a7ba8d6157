import { apiClient, getGlobals } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Site settings change with campaigns, not clicks: refreshed at most every five minutes. */
const SITE_GLOBALS_STALE_TIME_MS = 5 * 60_000;

/*
 * get-globals is a POST, for which the generated client has no query factory; the key follows the
 * generated shape ([{ _id, baseUrl, body }]) so it would equal a generated one.
 */
export function globalsQueryKey() {
  return [{ _id: 'getGlobals', baseUrl: apiClient.getConfig().baseUrl, body: {} }] as const;
}

/**
 * Every site setting (get-globals), shared by the features that read them: product cards take the
 * free-shipping threshold, the ZIP picker honours zipBypass.
 */
export function globalsQueryOptions() {
  return queryOptions({
    queryKey: globalsQueryKey(),
    queryFn: async ({ signal }) => {
      const { data } = await getGlobals({ body: {}, signal, throwOnError: true });
      return data.globals;
    },
    staleTime: SITE_GLOBALS_STALE_TIME_MS,
  });
}
