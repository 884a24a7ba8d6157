import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import {
  readSavedListFilters,
  saveCategory,
  saveListFilters,
  trackNavigation,
  type SavedFilterValue,
} from '../state/navigation-storage';

/**
 * Where to send a listing opened without filters in its URL when filters were saved for it
 * (SPEC §2: saved list filters survive a trip to a product page and back, or a breadcrumb click).
 * Decided once, on arrival, after this navigation's clearing rule has run; null when nothing is to
 * be restored. `hasListingQuery` says whether the URL already carries filters or a sort.
 */
export function useSavedFiltersRestore(hasListingQuery: boolean): string | null {
  const location = useLocation();
  const [decision] = useState(() => {
    trackNavigation(location);
    const saved = readSavedListFilters();
    const restore =
      !hasListingQuery && saved !== null && saved.path === location.pathname && saved.query !== '';
    return { key: location.key, to: restore && saved ? `${saved.path}?${saved.query}` : null };
  });
  return decision.key === location.key ? decision.to : null;
}

/** What a listing reports about itself for SPEC §2's saved state. */
export interface ListingMemory {
  title: string;
  /** The filters-and-sort query ('' for none). */
  query: string;
  values: SavedFilterValue[];
}

/**
 * Saves the listing's filters (path, query and labelled values) as the shopper changes them and,
 * on a category page, the category label and URL the consumer trail shows on product pages.
 */
export function useRememberListing(pathname: string, isCategory: boolean) {
  return useCallback(
    ({ title, query, values }: ListingMemory) => {
      saveListFilters({ path: pathname, query, values });
      if (isCategory) saveCategory({ label: title, href: pathname });
    },
    [pathname, isCategory],
  );
}
