import { fromCents, toCents } from './money-cents';

/** Text of the add-to-cart confirmation when the caller passes none. */
export const DEFAULT_ADDED_NOTIFICATION = 'Item added to your cart!';

/** For the confirmation dialog's "{n} item(s)" wording. */
export function quantityLabel(quantity: number): 'item' | 'items' {
  return quantity === 1 ? 'item' : 'items';
}

/**
 * Subtotal shown for an added line (price times quantity); computed in cents so e.g. 3 × 19.99 is
 * exactly 59.97.
 */
export function lineSubtotal(price: number, quantity: number): number {
  return fromCents(Math.round(toCents(price) * quantity));
}
