import { getGlobalsOptions } from '@shop/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Site settings change with campaigns, not clicks: refreshed at most every five minutes. */
const SITE_GLOBALS_STALE_TIME_MS = 5 * 60_000;

/**
 * Every site setting (get-globals), one cache entry shared by the features that read them: product
 * cards take the free-shipping threshold, the ZIP picker honours zipBypass.
 */
export function globalsQueryOptions() {
  return queryOptions({ ...getGlobalsOptions(), staleTime: SITE_GLOBALS_STALE_TIME_MS });
}

/** The site's settings; `enabled` false leaves them unloaded until a component needs them. */
export function useSiteGlobals(enabled = true) {
  return useQuery({ ...globalsQueryOptions(), enabled, select: (answer) => answer.globals });
}
