import { apiClient, getSkusWithDeal } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';

/*
 * The deals map product cards read (site settings are in app/site-globals-queries). It is a POST,
 * for which the generated client has no query factory, so the key follows the generated shape
 * ([{ _id, baseUrl }]) and would equal a generated one if the generator ever treats it as a query.
 */

/** Cards refresh merchandising at most every five minutes; it changes with campaigns, not clicks. */
const MERCHANDISING_STALE_TIME_MS = 5 * 60_000;

export function skusWithDealQueryKey() {
  return [{ _id: 'getSkusWithDeal', baseUrl: apiClient.getConfig().baseUrl }] as const;
}

/** The deals list (get-skus-with-deal): SKU → true for every variant that gets the deal badge. */
export function skusWithDealQueryOptions() {
  return queryOptions({
    queryKey: skusWithDealQueryKey(),
    queryFn: async ({ signal }) => {
      const { data } = await getSkusWithDeal({ signal, throwOnError: true });
      return data;
    },
    staleTime: MERCHANDISING_STALE_TIME_MS,
  });
}
