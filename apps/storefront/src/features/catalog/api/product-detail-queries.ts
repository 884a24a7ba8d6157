import { getProductByHandleOptions, getTaxonomyOptions } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';

/** One product with every variant (GET get-product-by-handle), for the detail page. */
export function productDetailQueryOptions(handle: string) {
  return queryOptions({ ...getProductByHandleOptions({ query: { handle } }) });
}

/** The catalogue's names and paths (species, categories, life stages, brands); changes rarely. */
export function taxonomyQueryOptions() {
  return queryOptions({ ...getTaxonomyOptions(), staleTime: 30 * 60_000 });
}
