import { listProductsInfiniteOptions, type ListProductsResponse } from '@shop/api-client';
import type { Species } from '@shop/catalog';
import { infiniteQueryOptions } from '@tanstack/react-query';

/** Products per page of the catalogue grid: a multiple of 1, 2, 3 and 4 columns, so rows fill. */
export const PRODUCT_PAGE_SIZE = 24;

/** Filters the product list can be narrowed by; the same value always yields the same cache entry. */
export interface ProductListFilters {
  species?: Species;
}

/**
 * The paged product list (GET /api/catalog/products), one page per cursor. Routes prefetch with
 * this and the grid reads with it, so both hit the same cache entry (the generated query key).
 * The first page asks without a cursor; the next one uses the cursor the API returned, and a
 * null cursor means there is nothing more to load.
 */
export function productListQueryOptions(filters: ProductListFilters = {}) {
  const query = filters.species
    ? { limit: PRODUCT_PAGE_SIZE, species: filters.species }
    : { limit: PRODUCT_PAGE_SIZE };
  return infiniteQueryOptions({
    ...listProductsInfiniteOptions({ query }),
    initialPageParam: {},
    getNextPageParam: (lastPage: ListProductsResponse) => lastPage.nextCursor ?? undefined,
  });
}
