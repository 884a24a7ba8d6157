import { centsToAmount } from '@shop/catalog';
import { roundToWholeCents } from './round-to-cents';

/**
 * A donation in whole cents as the provider's tracking data and the widget show it, with exactly
 * two decimals ('1.23'). A non-finite amount (a failed calculation upstream) shows as '0.00' rather
 * than breaking the confirmation; a fraction of a cent is a programming error and throws.
 */
export function formatDonationAmount(cents: number): string {
  if (!Number.isFinite(cents)) return '0.00';
  return centsToAmount(wholeCents(cents));
}

/**
 * A donation in whole cents converted from the store's currency at `rate`, in whole cents, rounded
 * as the provider does (roundToWholeCents: half away from zero). Throws RangeError for an amount
 * that is not whole cents or a negative or non-finite rate.
 */
export function convertCurrency(cents: number, rate: number): number {
  if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`Invalid currency rate ${rate}`);
  return roundToWholeCents(wholeCents(cents) * rate);
}

function wholeCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`A donation must be whole cents, got ${cents}`);
  return cents;
}
