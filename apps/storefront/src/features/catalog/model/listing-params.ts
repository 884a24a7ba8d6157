import type { ListingCollection } from '@shop/catalog';

/** Listing filters that live in the URL query, named like the API's listProducts parameters. */
export const FILTER_KEYS = ['brand', 'foodForm', 'lifeStage', 'flavor', 'size', 'productLine'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const LISTING_SORTS = ['featured', 'price-asc', 'price-desc', 'title-asc', 'newest'] as const;
export type ListingSortOption = (typeof LISTING_SORTS)[number];

/** Sort labels in the order the select offers them. */
export const SORT_LABELS: Readonly<Record<ListingSortOption, string>> = {
  featured: 'Featured',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  'title-asc': 'Name: A to Z',
  newest: 'Newest',
};

export type ListingFilters = Partial<Record<FilterKey, string[]>>;

/** What the URL query of a listing says: the chosen filter values and the sort. */
export interface ListingQueryState {
  filters: ListingFilters;
  sort?: ListingSortOption;
}

/** The path segments after /products/ (the route slug listings and card preselection read). */
export function productsSlug(pathname: string): string[] {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  return first === 'products' ? rest.map((segment) => decodeURIComponent(segment)) : [];
}

function isFilterKey(key: string): key is FilterKey {
  return (FILTER_KEYS as readonly string[]).includes(key);
}

function isSort(value: string | null): value is ListingSortOption {
  return value !== null && (LISTING_SORTS as readonly string[]).includes(value);
}

/**
 * Reads filters and sort from a listing URL's query (brand=a&brand=b&sort=price-asc). Values are
 * de-duplicated and sorted so the same selection always gives the same query key and URL; unknown
 * parameters (tracking, sku) are ignored.
 */
export function parseListingQuery(search: URLSearchParams): ListingQueryState {
  const filters: ListingFilters = {};
  for (const key of FILTER_KEYS) {
    const values = [...new Set(search.getAll(key).filter((value) => value.trim() !== ''))].sort();
    if (values.length > 0) filters[key] = values;
  }
  const sort = search.get('sort');
  return isSort(sort) ? { filters, sort } : { filters };
}

/**
 * Writes filters and sort into a query, keeping every other parameter (sku, utm_*) as it was, so the
 * listing is shareable and bookmarkable (filters in the URL). 'featured' is the default sort and is
 * left out.
 */
export function withListingQuery(search: URLSearchParams, state: ListingQueryState): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of search) {
    if (!isFilterKey(key) && key !== 'sort' && key !== 'cursor') next.append(key, value);
  }
  for (const key of FILTER_KEYS) {
    for (const value of [...new Set(state.filters[key] ?? [])].sort()) next.append(key, value);
  }
  if (state.sort && state.sort !== 'featured') next.set('sort', state.sort);
  return next;
}

/** The filters-and-sort part of a listing's query alone, e.g. 'brand=pet-nutrition&sort=price-asc'. */
export function listingQueryString(state: ListingQueryState): string {
  return withListingQuery(new URLSearchParams(), state).toString();
}

/** How many filter values are chosen, for the 'Clear all' button and the mobile toggle. */
export function countFilters(filters: ListingFilters): number {
  return FILTER_KEYS.reduce((sum, key) => sum + (filters[key]?.length ?? 0), 0);
}

/** The same selection with one value switched on or off. */
export function toggleFilter(filters: ListingFilters, key: FilterKey, value: string): ListingFilters {
  const current = filters[key] ?? [];
  const nextValues = current.includes(value)
    ? current.filter((v) => v !== value)
    : [...current, value].sort();
  const next = { ...filters };
  if (nextValues.length > 0) next[key] = nextValues;
  else delete next[key];
  return next;
}

/** The collection handle get-filters-by-handle and get-plp-page-by-slug take: 'all', 'dog', 'dog/dry-food/puppy'. */
export function collectionHandle(collection: ListingCollection): string {
  return [collection.species, collection.category, collection.detail].filter(Boolean).join('/') || 'all';
}
