import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  toggleFilter,
  withListingQuery,
  type FilterKey,
  type ListingQueryState,
  type ListingSortOption,
} from '../model/listing-params';

/**
 * Changes to a listing's filters and sort, written into the URL query so a filtered listing can be
 * shared, bookmarked and restored with Back. `state` is what the route decided from the URL; the
 * route decides again on the navigation each change makes. Changes push a history entry without
 * scrolling to the top, and keep every other parameter (sku, utm_*).
 */
export function useListingQueryChanges(state: ListingQueryState) {
  const [, setSearchParams] = useSearchParams();
  const update = useCallback(
    (next: ListingQueryState) =>
      setSearchParams((current) => withListingQuery(current, next), { preventScrollReset: true }),
    [setSearchParams],
  );

  return {
    toggle: (key: FilterKey, value: string) =>
      update({ ...state, filters: toggleFilter(state.filters, key, value) }),
    clear: () => update({ ...state, filters: {} }),
    setSort: (sort: ListingSortOption) => update({ ...state, sort }),
  };
}
