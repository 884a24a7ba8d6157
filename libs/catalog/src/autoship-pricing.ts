/** Extra saving on autoship purchases (SPEC §2, §9). */
export const AUTOSHIP_SAVING_RATE = 0.05;

/**
 * The autoship saving as the shopper reads it ('Save 5% with Autoship'): a whole percent, the same
 * number the autoship price is charged with, so every page that names the saving agrees with it.
 */
export const AUTOSHIP_SAVING_PERCENT = Math.round(AUTOSHIP_SAVING_RATE * 100);

/**
 * The price shown and charged for an autoship delivery: the one-time price less 5%, rounded half up
 * to the cent. Works in whole cents so 12.10 gives 11.50 (11.495 rounded up), not a float artefact.
 */
export function autoshipPrice(price: number): number {
  const cents = Math.round(price * 100);
  return Math.round((cents * (100 - AUTOSHIP_SAVING_PERCENT)) / 100) / 100;
}
