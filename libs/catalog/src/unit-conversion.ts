/** Kilograms to pounds (SPEC §9); used whenever a variant weight is shown or stored in lbs. */
export const KG_TO_LB = 2.20462;

/** Ounces to pounds (SPEC §9): 1 / 16. */
export const OZ_TO_LB = 0.0625;

/** Grams to pounds (SPEC §9), for a unit label of 'g'. */
export const G_TO_LB = 0.00220462;

/** Divisor for raw gram counts (SPEC §9), e.g. a platform weight that is always in grams. */
export const GRAMS_PER_POUND = 453.592;

/** For splitting or joining pounds and ounces on a label. */
export const OUNCES_PER_POUND = 16;

/** The weight units a variant may carry once its label has been normalised. */
export type WeightUnit = 'lb' | 'lbs' | 'oz' | 'kg' | 'g';

const UNIT_ALIASES: Readonly<Record<string, WeightUnit>> = {
  lb: 'lb',
  lbs: 'lbs',
  pound: 'lb',
  pounds: 'lb',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  kg: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  g: 'g',
  gram: 'g',
  grams: 'g',
};

const POUNDS_PER_UNIT: Readonly<Record<WeightUnit, number>> = {
  lb: 1,
  lbs: 1,
  oz: OZ_TO_LB,
  kg: KG_TO_LB,
  g: G_TO_LB,
};

/**
 * Use on unit labels from the catalogue or cart attributes, which arrive both as short labels
 * ('lbs') and as the platform's enum names ('POUNDS'); undefined means the label is not a weight unit.
 */
export function normalizeWeightUnit(unit: string): WeightUnit | undefined {
  const key = unit.trim().toLowerCase();
  return Object.hasOwn(UNIT_ALIASES, key) ? UNIT_ALIASES[key] : undefined;
}

/**
 * Weights are compared and shown in pounds (SPEC §9). An unrecognised unit yields 0 rather than
 * throwing, so one bad catalogue record cannot break a listing.
 */
export function toPounds(value: number, unit: string): number {
  const normalized = normalizeWeightUnit(unit);
  return normalized ? value * POUNDS_PER_UNIT[normalized] : 0;
}

/** For weights the platform reports as a plain gram count (SPEC §9 divides by 453.592). */
export function gramsToPounds(grams: number): number {
  return grams / GRAMS_PER_POUND;
}
