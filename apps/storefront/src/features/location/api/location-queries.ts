import {
  getEstimatedDeliveryDateOptions,
  getEstimatedDeliveryDateQueryKey,
  getProductsStockOptions,
  getStateByZipcodeOptions,
  getStateByZipcodeQueryKey,
  getStockObjectOptions,
  getWarehouseByZipcodeOptions,
  getWarehouseByZipcodeQueryKey,
} from '@shop/api-client';
import { HOME_DESTINATION } from '@shop/catalog';
import { queryOptions } from '@tanstack/react-query';
import { nullWhenNotFound } from '../../../lib/api/null-when-not-found';

/** The API checks at most this many SKUs per stock request. */
export const MAX_SKUS_PER_STOCK_REQUEST = 100;

/** Every served ZIP range for home delivery (get-stock-object); the ZIP picker validates against it. */
export function stockObjectQueryOptions() {
  return queryOptions({
    ...getStockObjectOptions({ body: { destination: HOME_DESTINATION } }),
    staleTime: 30 * 60_000,
  });
}

/** Stock status of up to 100 SKUs at a ZIP (get-products-stock). */
export function productsStockQueryOptions(zipCode: string, skus: readonly string[]) {
  return queryOptions({
    ...getProductsStockOptions({ body: { skus: [...skus], zipCode, destination: HOME_DESTINATION } }),
    enabled: skus.length > 0,
  });
}

/*
 * The look-ups below need a ZIP the API can place. One accepted only by the site's ZIP bypass
 * (SPEC §5) has no warehouse, state or delivery date: the API answers 404, which reads as null.
 */

/** When an order placed now would reach the ZIP, as text ('Tuesday, November 24'); null when it cannot. */
export function estimatedDeliveryQueryOptions(zipCode: string) {
  const call = { query: { zipCode, destination: HOME_DESTINATION } };
  return queryOptions({
    queryKey: getEstimatedDeliveryDateQueryKey(call),
    queryFn: nullWhenNotFound(getEstimatedDeliveryDateOptions(call).queryFn),
    staleTime: 15 * 60_000,
  });
}

/**
 * The warehouse that delivers to a ZIP (get-warehouse-by-zipcode), kept in the userWarehouse
 * cookie; null when none does.
 */
export function warehouseQueryOptions(zipCode: string) {
  const call = { query: { zipCode, destination: HOME_DESTINATION } };
  return queryOptions({
    queryKey: getWarehouseByZipcodeQueryKey(call),
    queryFn: nullWhenNotFound(getWarehouseByZipcodeOptions(call).queryFn),
    staleTime: 30 * 60_000,
  });
}

/** The US state of a ZIP (get-state-by-zipcode), for the Hawaii delivery note; null for none. */
export function stateByZipQueryOptions(zipCode: string) {
  const call = { body: { zipCode } };
  return queryOptions({
    queryKey: getStateByZipcodeQueryKey(call),
    queryFn: nullWhenNotFound(getStateByZipcodeOptions(call).queryFn),
    staleTime: Infinity,
  });
}
