import type { GlobalsDto } from '@shop/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { seedSiteGlobals } from '../../../testing/seed-site-globals';
import { skusWithDealQueryOptions } from '../api/merchandising-queries';

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
  queryClient.setQueryData(skusWithDealQueryOptions().queryKey, deals);
  seedSiteGlobals(queryClient, globals);
}
