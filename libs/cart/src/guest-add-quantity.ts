import { clampQuantity } from './quantity-limits';

/**
 * Use when a guest adds a variant that may already be in the cart: the platform adds the returned
 * amount, so the merged line never exceeds the line cap. Returns 0 when the line is already full.
 * An invalid request (NaN, below 1) counts as a request for one item, like the card's default.
 */
export function guestAddQuantity(
  existingLineQuantity: number,
  requested: number,
  isAutoship: boolean,
): number {
  const existing =
    Number.isFinite(existingLineQuantity) && existingLineQuantity > 0 ? Math.floor(existingLineQuantity) : 0;
  const wanted = clampQuantity(requested, isAutoship);
  const resulting = clampQuantity(existing + wanted, isAutoship);
  return Math.max(0, resulting - existing);
}
