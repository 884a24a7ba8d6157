import {
  listProductsInfiniteOptions,
  searchProductsInfiniteOptions,
  type ListProductsData,
  type ProductPageDto,
} from '@shop/api-client';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ListingCollection } from '@shop/catalog';
import type { ListingQueryState } from '../model/listing-params';
import { FILTER_KEYS } from '../model/listing-params';

/** Products per page of the catalogue grid: a multiple of 1, 2, 3 and 4 columns, so rows fill. */
export const PRODUCT_PAGE_SIZE = 24;

/** What a listing shows: a collection (from the path) narrowed by the URL's filters and sort. */
export interface ProductListFilters extends ListingCollection, Partial<ListingQueryState> {}

type ListQuery = NonNullable<ListProductsData['query']>;

/**
 * The listProducts query for a listing, with empty parts left out so the same listing always maps
 * to the same generated query key (the route's prefetch and the grid must share one cache entry).
 */
export function listProductsQuery({
  species,
  category,
  detail,
  filters = {},
  sort,
}: ProductListFilters = {}): ListQuery {
  const query: ListQuery = { limit: PRODUCT_PAGE_SIZE };
  if (species) query.species = species;
  if (category) query.category = category;
  if (detail) query.detail = detail;
  for (const key of FILTER_KEYS) {
    const values = filters[key];
    if (values && values.length > 0) query[key] = [...values];
  }
  if (sort && sort !== 'featured') query.sort = sort;
  return query;
}

function nextCursor(lastPage: ProductPageDto): string | undefined {
  return lastPage.nextCursor ?? undefined;
}

/**
 * A paged listing (GET /api/catalog/products), one page per cursor. Routes prefetch with this and
 * the grid reads with it, so both hit the same cache entry (the generated query key). The first
 * page asks without a cursor; a null nextCursor means there is nothing more to load.
 */
export function productListQueryOptions(filters: ProductListFilters = {}) {
  return infiniteQueryOptions({
    ...listProductsInfiniteOptions({ query: listProductsQuery(filters) }),
    initialPageParam: {},
    getNextPageParam: nextCursor,
  });
}

/** Search results (GET /api/catalog/search?q=), paged like the listing. */
export function searchResultsQueryOptions(q: string) {
  const query = { q: q.trim(), limit: PRODUCT_PAGE_SIZE };
  return infiniteQueryOptions({
    ...searchProductsInfiniteOptions({ query }),
    initialPageParam: { query },
    getNextPageParam: nextCursor,
    enabled: q.trim() !== '',
  });
}
