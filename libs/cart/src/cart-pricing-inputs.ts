import type { PriceCartInput } from './cart-pricing';

/** The shop's settings the pricing depends on, read once by whoever prices (the API's config). */
export interface PricingSettings {
  /** STAFF_PROGRAM_DISCOUNT_PERCENT: the staff program discount, a whole percent 0-100. */
  programDiscountPercent: number;
  /** CART_EXCLUDED_PRODUCT_TYPE: the giving add-on, never discounted nor counted for free shipping. */
  excludedProductType: string;
}

/** Who a cart is priced for. */
export interface PricingBuyer {
  signedIn: boolean;
  /** Staff whose account group earns the program discount. */
  pdEligible: boolean;
  /** The customer's subscriptions so far, cancelled ones included; a guest has none. */
  existingSubscriptionCount: number;
}

/** Everything priceCart needs besides the lines and the entered codes. */
export type PricingInputs = Omit<PriceCartInput, 'lines' | 'discountCodes'>;

/**
 * priceCart's inputs for a buyer under the shop's settings, so the cart, checkout and an autoship
 * renewal price alike: the program discount only for PD-eligible staff, AUTO35's history only for
 * a signed-in customer (a guest counts no subscriptions), the same excluded product type for all.
 */
export function pricingInputsFor(settings: PricingSettings, buyer: PricingBuyer): PricingInputs {
  return {
    programDiscountPercent: buyer.pdEligible ? settings.programDiscountPercent : 0,
    pdEligible: buyer.pdEligible,
    signedIn: buyer.signedIn,
    existingSubscriptionCount: buyer.signedIn ? buyer.existingSubscriptionCount : 0,
    excludedProductType: settings.excludedProductType,
  };
}
