/**
 * Round a currency amount half away from zero to 2 decimals, correctly for values like 1.005 that
 * binary floats store just below the half (1.005 × 100 is 100.4999…, cleaned to 15 significant
 * digits before rounding). Internal to this lib.
 */
export function roundToCents(amount: number): number {
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  return (Math.sign(amount) * cents) / 100 + 0;
}
