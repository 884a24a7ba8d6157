import { roundToCents } from './round-to-cents';

/**
 * Format a donation for display and for tracking confirmation data, which the provider expects with
 * exactly two decimals. A non-finite amount (a failed calculation) shows as '0.00'.
 */
export function formatDonationAmount(amount: number): string {
  return Number.isFinite(amount) ? roundToCents(amount).toFixed(2) : '0.00';
}

/**
 * Convert a donation from the store's currency with the given rate, rounded to cents as the provider
 * does. Throws RangeError for a non-finite amount or a negative or non-finite rate.
 */
export function convertCurrency(amount: number, rate: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot convert the amount ${amount}`);
  if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`Invalid currency rate ${rate}`);
  return roundToCents(amount * rate);
}
