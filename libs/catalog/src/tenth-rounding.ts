const TOLERANCE = 1e-9;

/**
 * The SPEC §9 rounding helper for weights shown in lbs: it adds 0.05 when the value modulo 0.1 is
 * below 0.05, then keeps one decimal, which moves every value up to the next tenth. A value already
 * on a tenth keeps it (JavaScript's float modulo puts exact tenths just below 0.1, so the original
 * never added 0.05 to them for whole weights); here that holds for every tenth, not only most.
 */
export function roundToTenth(value: number): number {
  const tenths = value * 10;
  const nearest = Math.round(tenths);
  const onTenth = Math.abs(tenths - nearest) < TOLERANCE;
  return (onTenth ? nearest : Math.ceil(tenths)) / 10;
}
