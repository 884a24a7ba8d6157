import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  productListQueryOptions,
  searchResultsQueryOptions,
  type ProductListFilters,
} from '../api/product-queries';
import { productOfCard } from '../model/listing-card';

/**
 * A listing as one flat array of products (cards in the shape the catalogue components read)
 * across all loaded pages, plus the query's state, the total (and whether more match than it
 * says: a search's count stops at its limit) and the listing's title from the first page, so a grid renders items and 'Load more' without cursors.
 */
export function useProductList(filters: ProductListFilters = {}) {
  const query = useInfiniteQuery(productListQueryOptions(filters));
  const pages = query.data?.pages;
  const products = useMemo(() => pages?.flatMap((page) => page.items.map(productOfCard)) ?? [], [pages]);
  return {
    ...query,
    products,
    total: pages?.[0]?.total,
    totalIsLowerBound: pages?.[0]?.totalIsLowerBound ?? false,
    title: pages?.[0]?.title,
  };
}

/** Search results for `q`, shaped like {@link useProductList}. */
export function useSearchResults(q: string) {
  const query = useInfiniteQuery(searchResultsQueryOptions(q));
  const pages = query.data?.pages;
  const products = useMemo(() => pages?.flatMap((page) => page.items.map(productOfCard)) ?? [], [pages]);
  return {
    ...query,
    products,
    total: pages?.[0]?.total,
    totalIsLowerBound: pages?.[0]?.totalIsLowerBound ?? false,
    title: pages?.[0]?.title,
  };
}

/** What a results grid reads from either hook. */
export type ProductResultsState = ReturnType<typeof useProductList>;
