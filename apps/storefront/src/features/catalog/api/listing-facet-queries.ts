import { apiClient, getFiltersByHandle } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Most values a facet offers; the API's maximum, so a listing never hides a brand or size. */
export const FACET_VALUE_LIMIT = 50;

/*
 * get-filters-by-handle is a POST, for which the generated client has no query factory; the key
 * follows the generated shape ([{ _id, baseUrl, body }]).
 */
export function listingFacetsQueryKey(handle: string) {
  return [
    {
      _id: 'getFiltersByHandle',
      baseUrl: apiClient.getConfig().baseUrl,
      body: { handle, limit: FACET_VALUE_LIMIT },
    },
  ] as const;
}

/** The filters of a collection ('all', 'dog/dry-food', ...) with a product count per value. */
export function listingFacetsQueryOptions(handle: string) {
  return queryOptions({
    queryKey: listingFacetsQueryKey(handle),
    queryFn: async ({ signal }) => {
      const { data } = await getFiltersByHandle({
        body: { handle, limit: FACET_VALUE_LIMIT },
        signal,
        throwOnError: true,
      });
      return data;
    },
  });
}
