import { fromCents, toCents } from './money-cents';

/** Tracker bar height in px: `full` on the cart page (the default), `compact` in tight layouts. */
export const PROGRESS_BAR_HEIGHT = { full: 8, compact: 6 } as const;

/** A cart line as the tracker sees it. */
export interface FreeShippingLine {
  productType: string;
  subtotal: number;
}

export interface FreeShippingInput {
  lines: readonly FreeShippingLine[];
  /** Free-shipping threshold in dollars; 0 or less means shipping is always free. */
  threshold: number;
  /** Lines of this product type never count towards free shipping. */
  excludedProductType?: string;
}

export interface FreeShippingProgress {
  eligibleSubtotal: number;
  /** Dollars still missing, never negative, two decimals. */
  remaining: number;
  /** Bar fill, 0 to 100. */
  percent: number;
  reached: boolean;
  message: string;
}

/**
 * Feeds the cart's free-shipping tracker so the API and every storefront surface show the same
 * numbers and wording. Subtotals of the excluded product type are left out; sums are done in cents.
 */
export function freeShippingProgress({
  lines,
  threshold,
  excludedProductType,
}: FreeShippingInput): FreeShippingProgress {
  const eligibleCents = lines
    .filter((line) => excludedProductType === undefined || line.productType !== excludedProductType)
    .reduce((sum, line) => sum + toCents(line.subtotal), 0);
  const thresholdCents = toCents(threshold);
  const remainingCents = Math.max(0, thresholdCents - eligibleCents);
  const reached = remainingCents === 0;
  const percent =
    thresholdCents > 0 ? Math.min(100, Math.max(0, (eligibleCents / thresholdCents) * 100)) : 100;
  const remaining = fromCents(remainingCents);
  return {
    eligibleSubtotal: fromCents(eligibleCents),
    remaining,
    percent,
    reached,
    message: reached ? 'You get free shipping!' : `$${remaining.toFixed(2)} until free shipping`,
  };
}
