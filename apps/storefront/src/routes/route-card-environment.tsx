import { useMemo, type ReactNode } from 'react';
import { useSite } from '../lib/site/site-context';
import {
  CardEnvironmentProvider,
  type CardActionSlot,
  type CardEnvironment,
} from '../features/catalog/context/card-environment';
import { useDeliveryEstimate } from '../features/location/hooks/use-delivery-estimate';
import { useProductsStock } from '../features/location/hooks/use-products-stock';
import { useUserLocationValue } from '../features/location/hooks/use-user-location';
import { renderCartAddAction } from './cart-add-action';
import { renderProductRating } from './product-rating-slot';

export interface RouteCardEnvironmentProps {
  /** Every SKU the cards below may show, for one batched stock look-up at the shopper's ZIP. */
  skus: readonly string[];
  /** What each card offers beside its quantity; add to cart unless the route says otherwise. */
  renderAction?: CardActionSlot;
  children: ReactNode;
}

/**
 * Where a route composes the catalogue's cards with other features (docs/decisions.md, 'Storefront
 * import zones'): stock at the shopper's ZIP, the delivery date there and the userLocation value
 * from the location feature, the card action slot, and on the consumer site the reviews feature's
 * stars (the rating slot), provided to every card, carousel or product
 * page below. Changing the ZIP changes the query keys, so stock and delivery refetch for what is on
 * screen.
 */
export function RouteCardEnvironment({
  skus,
  renderAction = renderCartAddAction,
  children,
}: RouteCardEnvironmentProps) {
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
      renderAction,
      // The staff site hides ratings (SPEC §2): no stars, and no ratings call.
      renderRating: staff ? undefined : renderProductRating,
    }),
    [
      stock.stockBySku,
      stock.isLoading,
      delivery.deliveryDate,
      delivery.hawaii,
      userLocation,
      renderAction,
      staff,
    ],
  );

  return <CardEnvironmentProvider value={value}>{children}</CardEnvironmentProvider>;
}
