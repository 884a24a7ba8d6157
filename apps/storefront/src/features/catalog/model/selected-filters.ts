import { FILTER_KEYS, type ListingFilters } from './listing-params';

/** One chosen filter value with the label its facet gives it (for saved filters and staff crumbs). */
export interface SelectedFilterValue {
  facet: string;
  value: string;
  label: string;
}

/**
 * The chosen values in facet order with their labels; a value the facets do not list (an old link)
 * keeps its raw value as label.
 */
export function selectedFilterValues(
  facets: readonly { key: string; values: readonly { value: string; label: string }[] }[],
  filters: ListingFilters,
): SelectedFilterValue[] {
  return FILTER_KEYS.flatMap((key) =>
    (filters[key] ?? []).map((value) => ({
      facet: key,
      value,
      label: facets.find((f) => f.key === key)?.values.find((v) => v.value === value)?.label ?? value,
    })),
  );
}
