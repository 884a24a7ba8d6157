import type { SubscriptionDto } from '@shop/api-client';
import type { AutoshipChange } from '../api/autoship-queries';
import { formatAutoshipDate, frequencyLabel } from './autoship-formatting';

/** What a saved change did, read from the API's answer (never predicted), for the card's notice. */
export function autoshipChangeResult(change: AutoshipChange, saved: SubscriptionDto): string {
  const next = formatAutoshipDate(saved.nextOrderDateString);
  switch (change.type) {
    case 'changeFrequency':
      return `Deliveries now come ${frequencyLabel(saved.frequencyDays).toLowerCase()}. Next order: ${next}.`;
    case 'changeNextOrderDate':
      return `Your next order is now on ${next}.`;
    case 'skipNextOrder':
      return `Order skipped. Your next order is on ${next}.`;
    case 'orderNow':
      return 'Your order will be placed in the next few minutes.';
    case 'changeQuantity':
      return `Each order now holds ${saved.quantity}.`;
    case 'changeShipTo':
      return `Orders now ship to ${saved.shipTo.address1}, ${saved.shipTo.city}.`;
    case 'pause':
      return 'Autoship paused. No orders are placed until you resume it.';
    case 'resume':
      return `Autoship resumed. Next order: ${next}.`;
    case 'cancel':
      return 'Autoship cancelled.';
    case 'reactivate':
      return `Autoship reactivated. Next order: ${next}.`;
  }
}
