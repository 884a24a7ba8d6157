/** Kilograms to pounds (SPEC §9); used whenever a variant weight is shown or stored in lbs. */
export const KG_TO_LB = 2.20462;

/** SPEC §9's 16 ounces per pound; the ounce factor below is its inverse, so the two cannot disagree. */
export const OUNCES_PER_POUND = 16;

/** Ounces to pounds (SPEC §9): 0.0625. */
export const OZ_TO_LB = 1 / OUNCES_PER_POUND;

/** Grams to pounds (SPEC §9), for a unit label of 'g'. */
export const G_TO_LB = 0.00220462;

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
