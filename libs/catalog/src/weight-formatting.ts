import { roundToTenth } from './tenth-rounding';
import { toPounds } from './unit-conversion';

/** Cards and the add-to-cart dialog show every weight in lbs (SPEC §2), whatever unit the variant uses. */
export function formatWeightLbs(value: number, unit: string): string {
  return `${roundToTenth(toPounds(value, unit))} lbs`;
}
