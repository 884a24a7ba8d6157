import { getProductByHandleOptions } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';

/** One product with every variant (GET get-product-by-handle), for the detail page. */
export function productDetailQueryOptions(handle: string) {
  return queryOptions({ ...getProductByHandleOptions({ query: { handle } }) });
}
