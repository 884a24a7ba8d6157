import { clampQuantity, isAutoshipLimitReached, isCartOverLimit } from '@shop/cart';
import type { Cart } from '../../../lib/cart/cart-cache';

/**
 * The cart as it will look once a quantity change is saved, shown at once (the answer replaces it,
 * a failure rolls it back). Only counts change here; money stays as last priced until the server
 * answers, since prices are the server's. 0 removes the line; other quantities keep the line's
 * limits (SPEC §5), as the server will.
 */
export function withLineQuantity(cart: Cart, lineId: string, quantity: number): Cart {
  const lineItems =
    quantity === 0
      ? cart.lineItems.filter((line) => line.id !== lineId)
      : cart.lineItems.map((line) => {
          if (line.id !== lineId) return line;
          const autoship = line.sellingPlanAllocation !== null;
          const next = Math.min(clampQuantity(quantity, autoship), line.maxQuantity);
          return { ...line, quantity: next, autoshipLimitReached: autoship && isAutoshipLimitReached(next) };
        });
  const totalQuantity = lineItems.reduce((sum, line) => sum + line.quantity, 0);
  return {
    ...cart,
    lineItems,
    totalQuantity,
    overLimit: isCartOverLimit(totalQuantity),
    autoshipLimitReached: lineItems.some((line) => line.autoshipLimitReached),
    warnings: [],
  };
}
