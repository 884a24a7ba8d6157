import { getOrdergrooveProductBySkuOptions } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { nullWhenNotFound } from '../../../lib/api/null-when-not-found';

/** Selling plans are catalogue data: they change with merchandising, not while a page is open. */
const PLANS_STALE_TIME_MS = 5 * 60_000;

/**
 * Whether a SKU can be bought on autoship and at which frequencies (POST
 * get-ordergroove-product-by-sku); null for a SKU the subscription service does not know.
 */
export function subscriptionPlansQueryOptions(sku: string) {
  const generated = getOrdergrooveProductBySkuOptions({ body: { sku } });
  return queryOptions({
    queryKey: generated.queryKey,
    queryFn: nullWhenNotFound(generated.queryFn),
    staleTime: PLANS_STALE_TIME_MS,
  });
}
