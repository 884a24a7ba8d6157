/**
 * Order subtotal from which shipping is free. SPEC §9 imports it without giving the value; $49 is
 * the default until configuration says otherwise.
 */
export const DEFAULT_FREE_SHIPPING_THRESHOLD = 49;

function formatThreshold(threshold: number): string {
  return Number.isInteger(threshold) ? String(threshold) : threshold.toFixed(2);
}

/** The card's shipping note (SPEC §2): what to reach while below the threshold, eligibility at or above it. */
export function freeShippingText(price: number, threshold: number = DEFAULT_FREE_SHIPPING_THRESHOLD): string {
  return price < threshold
    ? `Free shipping on orders over $${formatThreshold(threshold)}`
    : 'Eligible for free shipping';
}
