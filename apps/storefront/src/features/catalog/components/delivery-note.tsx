import { HAWAII_DELIVERY_TEXT, estimatedDeliveryText } from '@shop/catalog';
import { useCardEnvironment } from '../context/card-environment';
import { useCardMerchandising } from '../hooks/use-card-merchandising';

/**
 * The delivery line under a price (SPEC §2): 'See checkout for delivery date' for a Hawaii ZIP when
 * the site says so, else 'Estimated delivery {date} to {city}' once the estimate is known.
 */
export function DeliveryNote({ className }: { className: string }) {
  const environment = useCardEnvironment();
  const { hawaiiDeliveryNote } = useCardMerchandising();
  if (environment.hawaii && hawaiiDeliveryNote) return <p className={className}>{HAWAII_DELIVERY_TEXT}</p>;
  if (environment.deliveryDate && environment.userLocation) {
    return (
      <p className={className}>{estimatedDeliveryText(environment.deliveryDate, environment.userLocation)}</p>
    );
  }
  return null;
}
