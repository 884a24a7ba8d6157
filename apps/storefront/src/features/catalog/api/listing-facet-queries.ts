import { getFiltersByHandleOptions } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Most values a facet offers; the API's maximum, so a listing never hides a brand or size. */
const FACET_VALUE_LIMIT = 50;

/** The filters of a collection ('all', 'dog/dry-food', ...) with a product count per value. */
export function listingFacetsQueryOptions(handle: string) {
  return queryOptions(getFiltersByHandleOptions({ body: { handle, limit: FACET_VALUE_LIMIT } }));
}
