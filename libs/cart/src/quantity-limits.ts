/** Smallest quantity a cart line or card may hold; anything lower is treated as this. */
export const MIN_QUANTITY = 1;

/** Per-line cap for one-time purchases, enforced by the API and mirrored by the storefront. */
export const MAX_ONE_TIME_LINE_QUANTITY = 10;

/** Per-line cap for autoship lines, which the subscription service fulfils on every delivery. */
export const MAX_AUTOSHIP_LINE_QUANTITY = 5;

/** Use when validating or rendering a line, because autoship and one-time lines have different caps. */
export function maxLineQuantity(isAutoship: boolean): number {
  return isAutoship ? MAX_AUTOSHIP_LINE_QUANTITY : MAX_ONE_TIME_LINE_QUANTITY;
}

/**
 * Apply before a line quantity is stored or sent, so a typed, pasted or stale value can never leave
 * the allowed range: below 1 (and NaN) becomes 1, fractions are floored, above the cap becomes the cap.
 */
export function clampQuantity(quantity: number, isAutoship: boolean): number {
  if (Number.isNaN(quantity)) return MIN_QUANTITY;
  return Math.min(maxLineQuantity(isAutoship), Math.max(MIN_QUANTITY, Math.floor(quantity)));
}
