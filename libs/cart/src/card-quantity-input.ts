/** Quantity a product card starts with before the shopper changes it. */
export const DEFAULT_CARD_QUANTITY = 1;

function parseQuantity(raw: string | number): number {
  if (typeof raw === 'number') return raw;
  const text = raw.trim();
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * Run when the card's quantity field loses focus, so whatever was typed or pasted settles on a
 * whole number the card may add: a non-number or a value below `min` becomes `min`, one above `max`
 * becomes `max`, fractions are floored. Throws RangeError when `min > max`, a caller bug.
 */
export function normalizeQuantityOnBlur(raw: string | number, min: number, max: number): number {
  if (min > max) throw new RangeError(`Quantity bounds are inverted: min ${min} > max ${max}`);
  const value = parseQuantity(raw);
  if (!Number.isFinite(value) || value < min) return min;
  return Math.min(max, Math.max(min, Math.floor(value)));
}

/** Drives the disabled state of the card's minus button: off at or below the minimum. */
export function canDecrement(quantity: number, min: number): boolean {
  return quantity > min;
}

/** Drives the disabled state of the card's plus button: off at or above the maximum. */
export function canIncrement(quantity: number, max: number): boolean {
  return quantity < max;
}
