/**
 * The giving rounding rule: a fractional count of cents (what a currency rate makes of whole cents)
 * to whole cents, half away from zero, the way the giving provider rounds. The product is first
 * cleaned to 15 significant digits, so a half that binary floats store just below it (100 × 1.005
 * is 100.4999…) still rounds up; never -0. Internal to this lib.
 */
export function roundToWholeCents(cents: number): number {
  const whole = Math.round(Number(Math.abs(cents).toPrecision(15)));
  return Math.sign(cents) * whole + 0;
}
