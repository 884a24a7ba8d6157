/** Cart-wide cap on total quantity; checkout is refused above it. */
export const MAX_ITEMS_PER_ORDER = 10;

/** Quantity at which an autoship line is full, so the storefront stops offering more. */
export const AUTOSHIP_LIMIT_REACHED_AT = 5;

/** Use before checkout and after every cart change to warn and block an order above 10 items. */
export function isCartOverLimit(totalQuantity: number): boolean {
  return totalQuantity > MAX_ITEMS_PER_ORDER;
}

/** Use to flag an autoship line that holds more than the subscription service accepts per line. */
export function isAutoshipOverLimit(quantity: number): boolean {
  return quantity > AUTOSHIP_LIMIT_REACHED_AT;
}

/** Use to show the "limit reached" note on an autoship line sitting exactly at its cap (not above it). */
export function isAutoshipLimitReached(quantity: number): boolean {
  return quantity === AUTOSHIP_LIMIT_REACHED_AT;
}

/** Use when an autoship quantity is requested: the alert flag is on from the cap upwards (SPEC §4). */
export function autoshipLimitAlert(requestedQuantity: number): boolean {
  return requestedQuantity >= AUTOSHIP_LIMIT_REACHED_AT;
}
