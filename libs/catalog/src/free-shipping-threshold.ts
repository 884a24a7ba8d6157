import { DEFAULT_FREE_SHIPPING_THRESHOLD } from './free-shipping-text';

/**
 * The free-shipping threshold checkout charges against, in whole cents: the site's content setting
 * (`freeShippingThreshold`, in dollars) when it has one, else DEFAULT_FREE_SHIPPING_THRESHOLD, so
 * the API's charges and the storefront's cart fall back to the same amount. Rounded to the nearest
 * cent, as a setting typed with more decimals cannot be charged.
 */
export function freeShippingThresholdCents(settingDollars: number | null | undefined): number {
  return Math.round((settingDollars ?? DEFAULT_FREE_SHIPPING_THRESHOLD) * 100);
}
