import { freeShippingThreshold } from '@shop/catalog';
import { useQuery } from '@tanstack/react-query';
import { useSiteGlobals } from '../../../lib/site/site-globals-queries';
import { skusWithDealQueryOptions } from '../api/merchandising-queries';

/**
 * The merchandising every card shares: the deals map and the site's free-shipping threshold and
 * Hawaii-note flag. One cached query each, however many cards are on the page; until they load (or
 * if they fail) cards show no deal badge and the default threshold.
 */
export function useCardMerchandising() {
  const deals = useQuery(skusWithDealQueryOptions());
  const globals = useSiteGlobals();
  return {
    dealSkus: deals.data,
    freeShippingThreshold: freeShippingThreshold(globals.data?.freeShippingThreshold),
    hawaiiDeliveryNote: globals.data?.hawaiiDeliveryNote === true,
  };
}
