import { useMemo, type ReactNode } from 'react';
import { useSite } from '../lib/site/site-context';
import { CardEnvironmentProvider, type CardEnvironment } from '../features/catalog/context/card-environment';
import { useDeliveryEstimate } from '../features/location/hooks/use-delivery-estimate';
import { useProductsStock } from '../features/location/hooks/use-products-stock';
import { useUserLocationValue } from '../features/location/hooks/use-user-location';

export interface LocationAwareCardsProps {
  /** Every SKU the cards below may show, for one batched stock look-up at the shopper's ZIP. */
  skus: readonly string[];
  children: ReactNode;
}

/**
 * Route-level composition of the catalogue's cards with the location feature: stock at the
 * shopper's ZIP, the delivery date there and the userLocation value, provided to every card,
 * carousel or product page below. Changing the ZIP changes the query keys, so stock and delivery
 * refetch for what is on screen. Other routes (home and cart carousels) wrap their ProductCards in
 * it the same way.
 */
export function LocationAwareCards({ skus, children }: LocationAwareCardsProps) {
  const { staff } = useSite();
  const stock = useProductsStock(skus);
  const delivery = useDeliveryEstimate(!staff);
  const userLocation = useUserLocationValue();

  const value = useMemo<CardEnvironment>(
    () => ({
      stockBySku: stock.stockBySku,
      stockLoading: stock.isLoading,
      deliveryDate: delivery.deliveryDate,
      hawaii: delivery.hawaii,
      userLocation,
    }),
    [stock.stockBySku, stock.isLoading, delivery.deliveryDate, delivery.hawaii, userLocation],
  );

  return <CardEnvironmentProvider value={value}>{children}</CardEnvironmentProvider>;
}
