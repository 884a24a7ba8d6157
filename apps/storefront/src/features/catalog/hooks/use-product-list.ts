import type { ProductSummaryDto } from '@shop/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { productListQueryOptions, type ProductListFilters } from '../api/product-queries';

/**
 * The product list as one flat array across all loaded pages, plus the query's state, so a grid
 * renders items and a 'Load more' button without knowing about cursors.
 */
export function useProductList(filters: ProductListFilters = {}) {
  const query = useInfiniteQuery(productListQueryOptions(filters));
  const pages = query.data?.pages;
  const products = useMemo<ProductSummaryDto[]>(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  return { ...query, products };
}
