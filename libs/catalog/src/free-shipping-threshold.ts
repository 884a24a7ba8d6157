import { DEFAULT_FREE_SHIPPING_THRESHOLD } from './free-shipping-text';

/**
 * The free-shipping threshold in dollars: the site's content setting (`freeShippingThreshold`) when
 * it has one, else DEFAULT_FREE_SHIPPING_THRESHOLD, so the storefront's cart and cards and the API's
 * charges fall back to the same amount.
 */
export function freeShippingThreshold(settingDollars: number | null | undefined): number {
  return settingDollars ?? DEFAULT_FREE_SHIPPING_THRESHOLD;
}

/**
 * The same threshold in whole cents, as checkout charges against it: rounded to the nearest cent,
 * as a setting typed with more decimals cannot be charged.
 */
export function freeShippingThresholdCents(settingDollars: number | null | undefined): number {
  return Math.round(freeShippingThreshold(settingDollars) * 100);
}
