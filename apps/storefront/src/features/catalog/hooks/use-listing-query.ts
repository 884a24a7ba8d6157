import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseListingQuery,
  toggleFilter,
  withListingQuery,
  type FilterKey,
  type ListingQueryState,
  type ListingSortOption,
} from '../model/listing-params';

/**
 * A listing's filters and sort, kept in the URL query so a filtered listing can be shared,
 * bookmarked and restored with Back. Changes push a history entry without scrolling to the top.
 */
export function useListingQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseListingQuery(searchParams), [searchParams]);
  /** The filters-and-sort part of the query alone, e.g. 'brand=pet-nutrition&sort=price-asc'. */
  const listingQuery = useMemo(() => withListingQuery(new URLSearchParams(), state).toString(), [state]);

  const update = useCallback(
    (next: ListingQueryState) =>
      setSearchParams((current) => withListingQuery(current, next), { preventScrollReset: true }),
    [setSearchParams],
  );

  return {
    state,
    listingQuery,
    toggle: (key: FilterKey, value: string) =>
      update({ ...state, filters: toggleFilter(state.filters, key, value) }),
    clear: () => update({ ...state, filters: {} }),
    setSort: (sort: ListingSortOption) => update({ ...state, sort }),
  };
}
