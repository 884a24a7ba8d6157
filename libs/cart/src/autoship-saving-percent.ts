import { AUTOSHIP_SAVING_RATE } from '@shop/catalog';

/**
 * The autoship saving as the shopper reads it ('Save 5% with Autoship'): a whole percent, so every
 * page that names the saving says the same number as the price libs/catalog charges.
 */
export function autoshipSavingPercent(rate: number = AUTOSHIP_SAVING_RATE): number {
  return Math.round(rate * 100);
}
