/**
 * Money is added and multiplied in whole cents so that 0.1 + 0.2 style float errors never reach a
 * price shown to a shopper. Internal to this lib.
 */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Back from whole cents to a currency amount with at most two decimals. */
export function fromCents(cents: number): number {
  return cents / 100;
}
