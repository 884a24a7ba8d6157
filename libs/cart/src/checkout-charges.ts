import type { CartTotals } from './cart-pricing';
import { ALASKA_HAWAII_SERVICE_CHARGE } from './service-charge-constants';
import { toCents } from './money-cents';
import { SALES_TAX_RATE_SCALE, salesTaxRateFor } from './checkout-charges-tax-rates';

/** Shipping below the free-shipping threshold, in cents, when the caller configures no other rate. */
export const DEFAULT_FLAT_SHIPPING_CENTS = 695;

/** States whose deliveries carry the service charge (SPEC §9: Alaska and Hawaii add $4). */
const SERVICE_CHARGE_STATES: ReadonlySet<string> = new Set(['AK', 'HI']);

export interface CheckoutChargesInput {
  /** What the merchandise costs after every discount (the cart's cartSubtotalCents). */
  merchandiseCents: number;
  /** The part of the merchandise that counts towards free shipping (excluded product type left out). */
  freeShippingEligibleSubtotalCents: number;
  /** USPS code of the ship-to state ('CO'); the 50 states and DC. */
  stateCode: string;
  /**
   * The free-shipping threshold in cents (libs/catalog DEFAULT_FREE_SHIPPING_THRESHOLD, or the
   * content setting freeShippingThreshold); 0 or less means shipping is always free.
   */
  thresholdCents: number;
  /** Shipping below the threshold; DEFAULT_FLAT_SHIPPING_CENTS when not given. */
  flatShippingCents?: number;
}

export interface CheckoutCharges {
  shippingCents: number;
  serviceChargeCents: number;
  taxCents: number;
  /** merchandise + shipping + service charge + tax. */
  totalCents: number;
  freeShipping: boolean;
}

/**
 * What checkout adds to the merchandise, decided once for the checkout page, the order and its
 * confirmation: free shipping from the threshold on (a flat rate below it), the Alaska/Hawaii
 * service charge, and sales tax on the discounted merchandise at the ship-to state's rate,
 * rounded half up once on the whole amount (never per line, so the total cannot drift by a cent
 * per line). Integer cents in, integer cents out; a value that is not a whole, non-negative
 * number of cents or an unknown state is a programming error and throws.
 */
export function checkoutCharges(input: CheckoutChargesInput): CheckoutCharges {
  const merchandise = wholeCents('merchandiseCents', input.merchandiseCents);
  const eligible = wholeCents('freeShippingEligibleSubtotalCents', input.freeShippingEligibleSubtotalCents);
  const flatRate = wholeCents('flatShippingCents', input.flatShippingCents ?? DEFAULT_FLAT_SHIPPING_CENTS);
  if (!Number.isSafeInteger(input.thresholdCents))
    throw new RangeError(`thresholdCents must be whole cents, got ${input.thresholdCents}`);
  const rate = salesTaxRateFor(input.stateCode);
  if (rate === undefined) throw new RangeError(`Unknown US state code '${input.stateCode}'`);

  const freeShipping = eligible >= input.thresholdCents;
  const shippingCents = freeShipping ? 0 : flatRate;
  const serviceChargeCents = SERVICE_CHARGE_STATES.has(input.stateCode)
    ? toCents(ALASKA_HAWAII_SERVICE_CHARGE)
    : 0;
  const taxCents = roundHalfUp(merchandise * rate, SALES_TAX_RATE_SCALE);
  return {
    shippingCents,
    serviceChargeCents,
    taxCents,
    totalCents: merchandise + shippingCents + serviceChargeCents + taxCents,
    freeShipping,
  };
}

/**
 * The charges of a priced cart (priceCart's totals) shipped to a state, for the checkout page, a
 * placed order and a renewal alike: the merchandise is what the lines cost after every discount,
 * and only the part outside the excluded product type counts towards free shipping.
 */
export function cartCharges(
  totals: Pick<CartTotals, 'cartSubtotalCents' | 'freeShippingEligibleSubtotalCents'>,
  stateCode: string,
  thresholdCents: number,
): CheckoutCharges {
  return checkoutCharges({
    merchandiseCents: totals.cartSubtotalCents,
    freeShippingEligibleSubtotalCents: totals.freeShippingEligibleSubtotalCents,
    stateCode,
    thresholdCents,
  });
}

/** numerator / denominator rounded half up, in integer steps (both non-negative). */
function roundHalfUp(numerator: number, denominator: number): number {
  const quotient = Math.trunc(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

function wholeCents(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole, non-negative number of cents, got ${value}`);
  return value;
}
