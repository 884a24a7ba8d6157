import type { GlobalsDto } from '@shop/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { globalsQueryKey } from '../../../lib/site/site-globals-queries';
import { skusWithDealQueryKey } from '../api/merchandising-queries';

/**
 * Seeds what every card reads besides its product: the deals map and the site settings, under the
 * keys the card's queries use, so a test sees no extra requests and decides both values.
 */
export function seedMerchandising(
  queryClient: QueryClient,
  {
    deals = {},
    globals = { freeShippingThreshold: 49 },
  }: { deals?: Record<string, true>; globals?: GlobalsDto } = {},
): void {
  queryClient.setQueryData(skusWithDealQueryKey(), deals);
  queryClient.setQueryData(globalsQueryKey(), globals);
}
