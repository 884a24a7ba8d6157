import type { StockStatus } from '@shop/catalog';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { MAX_SKUS_PER_STOCK_REQUEST, productsStockQueryOptions } from '../api/location-queries';
import { useUserZip } from './use-user-location';

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}

/**
 * Live stock status of SKUs at the shopper's ZIP, in requests of at most 100 SKUs. Appending SKUs
 * (Load more) keeps earlier chunks' cache entries; a new ZIP is a new key, so changing the ZIP
 * refetches every visible card's stock.
 */
export function useProductsStock(skus: readonly string[]) {
  const zip = useUserZip();
  const groups = useMemo(() => chunks(skus, MAX_SKUS_PER_STOCK_REQUEST), [skus]);
  return useQueries({
    queries: groups.map((group) => productsStockQueryOptions(zip, group)),
    combine: (results) => {
      const stockBySku: Record<string, StockStatus> = {};
      for (const result of results) {
        for (const entry of result.data?.data ?? []) stockBySku[entry.sku] = entry.stock_status;
      }
      return {
        stockBySku,
        isLoading: results.some((result) => result.isLoading),
        isError: results.some((result) => result.isError),
      };
    },
  });
}
