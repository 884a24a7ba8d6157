import { getSkusWithDealOptions } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Cards refresh merchandising at most every five minutes; it changes with campaigns, not clicks. */
const MERCHANDISING_STALE_TIME_MS = 5 * 60_000;

/** The deals list (get-skus-with-deal): SKU → true for every variant that gets the deal badge. */
export function skusWithDealQueryOptions() {
  return queryOptions({ ...getSkusWithDealOptions(), staleTime: MERCHANDISING_STALE_TIME_MS });
}
