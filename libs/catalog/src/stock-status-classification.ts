/** Stock status of a variant at the shopper's ZIP (SPEC §3): in stock, limited, out of stock. */
export type StockStatus = 'IN' | 'LTD' | 'OUT';

/**
 * Inventory at or below this counts as limited. SPEC §9 does not give the value; 10 matches the
 * per-order maximum, so a limited variant is one a single order could nearly exhaust.
 */
export const DEFAULT_LIMITED_STOCK_THRESHOLD = 10;

/**
 * Use wherever inventory becomes a badge or an add-to-cart decision, so the API and the cards agree.
 * A missing (NaN) quantity is treated as out of stock rather than sold.
 */
export function stockStatusFor(
  totalQuantity: number,
  limitedThreshold: number = DEFAULT_LIMITED_STOCK_THRESHOLD,
): StockStatus {
  if (!(totalQuantity > 0)) return 'OUT';
  return totalQuantity <= limitedThreshold ? 'LTD' : 'IN';
}
