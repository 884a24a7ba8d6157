import {
  getEstimatedDeliveryDateOptions,
  getProductsStockOptions,
  getStateByZipcodeOptions,
  getStockObjectOptions,
  getWarehouseByZipcodeOptions,
} from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Consumers shop for home delivery (SPEC §3 userLocation '{zip}::HOME'). */
export const HOME_DESTINATION = 'HOME' as const;

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

/** When an order placed now would reach the ZIP, as text ('Tuesday, November 24'). */
export function estimatedDeliveryQueryOptions(zipCode: string) {
  return queryOptions({
    ...getEstimatedDeliveryDateOptions({ query: { zipCode, destination: HOME_DESTINATION } }),
    staleTime: 15 * 60_000,
  });
}

/** The warehouse that delivers to a ZIP (get-warehouse-by-zipcode), kept in the userWarehouse cookie. */
export function warehouseQueryOptions(zipCode: string) {
  return queryOptions({
    ...getWarehouseByZipcodeOptions({ query: { zipCode, destination: HOME_DESTINATION } }),
    staleTime: 30 * 60_000,
  });
}

/** The US state of a ZIP (get-state-by-zipcode), for the Hawaii delivery note. */
export function stateByZipQueryOptions(zipCode: string) {
  return queryOptions({ ...getStateByZipcodeOptions({ body: { zipCode } }), staleTime: Infinity });
}
