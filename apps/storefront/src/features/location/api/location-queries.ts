import {
  apiClient,
  getEstimatedDeliveryDateOptions,
  getProductsStock,
  getStateByZipcode,
  getStockObject,
  getWarehouseByZipcodeOptions,
} from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Consumers shop for home delivery (SPEC §3 userLocation '{zip}::HOME'). */
export const HOME_DESTINATION = 'HOME' as const;

/** The API checks at most this many SKUs per stock request. */
export const MAX_SKUS_PER_STOCK_REQUEST = 100;

/*
 * Several location calls are POSTs, for which the generated client has no query factories; their
 * keys follow the generated shape ([{ _id, baseUrl, body }]) so they read like the generated ones.
 */
function postKey<B>(id: string, body: B) {
  return [{ _id: id, baseUrl: apiClient.getConfig().baseUrl, body }] as const;
}

export function stockObjectQueryKey() {
  return postKey('getStockObject', { destination: HOME_DESTINATION });
}

/** Every served ZIP range for home delivery (get-stock-object); the ZIP picker validates against it. */
export function stockObjectQueryOptions() {
  return queryOptions({
    queryKey: stockObjectQueryKey(),
    queryFn: async ({ signal }) => {
      const { data } = await getStockObject({
        body: { destination: HOME_DESTINATION },
        signal,
        throwOnError: true,
      });
      return data;
    },
    staleTime: 30 * 60_000,
  });
}

export function productsStockQueryKey(zipCode: string, skus: readonly string[]) {
  return postKey('getProductsStock', { skus: [...skus], zipCode, destination: HOME_DESTINATION });
}

/** Stock status of up to 100 SKUs at a ZIP (get-products-stock). */
export function productsStockQueryOptions(zipCode: string, skus: readonly string[]) {
  return queryOptions({
    queryKey: productsStockQueryKey(zipCode, skus),
    queryFn: async ({ signal }) => {
      const { data } = await getProductsStock({
        body: { skus: [...skus], zipCode, destination: HOME_DESTINATION },
        signal,
        throwOnError: true,
      });
      return data;
    },
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

export function stateByZipQueryKey(zipCode: string) {
  return postKey('getStateByZipcode', { zipCode });
}

/** The US state of a ZIP (get-state-by-zipcode), for the Hawaii delivery note. */
export function stateByZipQueryOptions(zipCode: string) {
  return queryOptions({
    queryKey: stateByZipQueryKey(zipCode),
    queryFn: async ({ signal }) => {
      const { data } = await getStateByZipcode({ body: { zipCode }, signal, throwOnError: true });
      return data;
    },
    staleTime: Infinity,
  });
}
