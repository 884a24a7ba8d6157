import { autoshipPrice } from '@shop/catalog';
import { discountCodeRefusal } from './discount-code-refusal';
import { AUTOSHIP_FIRST_ORDER_CODE, shouldApplyFirstSubscriptionCode } from './first-subscription-code';
import { orderTypeFor, type OrderType } from './order-type';

/** AUTO35's saving on the subscription lines of a first subscription purchase (SPEC §4, §9). */
export const FIRST_SUBSCRIPTION_DISCOUNT_PERCENT = 35;

/** A cart line as the pricing sees it; the price is the catalogue's, never the client's. */
export interface PricingLine {
  unitPriceCents: number;
  quantity: number;
  /** An autoship line carries its selling plan; a one-time line has none. */
  sellingPlanId?: string | null;
  productType: string;
}

export interface PriceCartInput {
  lines: readonly PricingLine[];
  /** The staff program discount (a setting), a whole percent 0-100; only for PD-eligible staff. */
  programDiscountPercent: number;
  pdEligible: boolean;
  /** The codes on the cart as the shopper entered them. */
  discountCodes: readonly string[];
  /** AUTO35 is for a signed-in customer only. */
  signedIn: boolean;
  /** The customer's subscriptions so far, cancelled ones included (0 for a guest). */
  existingSubscriptionCount: number;
  /** The giving add-on's product type: no discount, and left out of the free-shipping subtotal. */
  excludedProductType?: string;
}

/** One line's money, in cents; discountCents = autoship + program + code savings. */
export interface LinePricing {
  unitPriceCents: number;
  subtotalCents: number;
  autoshipSavingCents: number;
  programDiscountCents: number;
  discountCodeCents: number;
  discountCents: number;
  totalCents: number;
}

/** The cart's money (the checkout contract's CartTotals), every field the sum of its lines'. */
export interface CartTotals {
  subtotalBeforeSavingsCents: number;
  autoshipSavingsCents: number;
  programDiscountCents: number;
  discountCodeSavingsCents: number;
  cartSubtotalCents: number;
  totalSavingsCents: number;
  freeShippingEligibleSubtotalCents: number;
}

export interface DiscountCodeResult {
  code: string;
  applicable: boolean;
  /** Why it does not take effect now (discountCodeRefusal); null when it applies. */
  refusal: string | null;
}

export interface CartPricing {
  /** In the order of the input lines. */
  lines: LinePricing[];
  totals: CartTotals;
  /**
   * Each distinct code of the input, normalised, with whether it takes effect on this cart; AUTO35
   * first when it applies without having been entered.
   */
  discountCodes: DiscountCodeResult[];
  orderType: OrderType;
}

/** A code as the cart keeps and compares it: no surrounding spaces, upper case. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Prices a cart from catalogue prices, so the API (cart, checkout) and the storefront agree to the
 * cent. Rounding is decided once, per line and half up: each saving is taken from what the line
 * still costs after the savings before it, in this order, and rounded to the cent on that line:
 * 1. autoship (SPEC §2, §9: 5%): the unit price becomes libs/catalog's autoshipPrice (what the
 *    card shows), times the quantity, so the cart never disagrees with the card;
 * 2. the staff program discount, for PD-eligible staff only;
 * 3. AUTO35, 35% off the subscription lines whenever it applies (shouldApplyFirstSubscriptionCode,
 *    signed-in only), added to the answered codes without being entered.
 * The excluded product type (the giving add-on) is never discounted and never counts towards free
 * shipping. Totals are sums of the lines, so the lines always add up to them.
 */
export function priceCart(input: PriceCartInput): CartPricing {
  checkPercent(input.programDiscountPercent);
  const orderType = orderTypeFor(input.lines);
  const firstSubscriptionCodeApplies =
    input.signedIn &&
    shouldApplyFirstSubscriptionCode({
      orderType,
      existingSubscriptionCount: input.existingSubscriptionCount,
    });
  const entered = [...new Set(input.discountCodes.map(normalizeDiscountCode))].filter((code) => code !== '');
  // AUTO35 is automatic (SPEC §4, §9): it goes on whenever it applies, entered or not; entered
  // when it does not apply, it is answered as not applicable like any other code.
  const codes =
    firstSubscriptionCodeApplies && !entered.includes(AUTOSHIP_FIRST_ORDER_CODE)
      ? [AUTOSHIP_FIRST_ORDER_CODE, ...entered]
      : entered;
  const refusalContext = {
    signedIn: input.signedIn,
    orderType,
    existingSubscriptionCount: input.existingSubscriptionCount,
  };
  const discountCodes = codes.map((code) => {
    const applicable = code === AUTOSHIP_FIRST_ORDER_CODE && firstSubscriptionCodeApplies;
    return { code, applicable, refusal: applicable ? null : discountCodeRefusal(code, refusalContext) };
  });
  const auto35 = discountCodes.some((c) => c.code === AUTOSHIP_FIRST_ORDER_CODE && c.applicable);
  const programPercent = input.pdEligible ? input.programDiscountPercent : 0;

  const lines = input.lines.map((line) => {
    checkLine(line);
    const excluded =
      input.excludedProductType !== undefined && line.productType === input.excludedProductType;
    const autoship = !excluded && isAutoshipLine(line);
    const subtotalCents = line.unitPriceCents * line.quantity;
    const autoshipSavingCents = autoship
      ? (line.unitPriceCents - autoshipUnitPriceCents(line.unitPriceCents)) * line.quantity
      : 0;
    const afterAutoship = subtotalCents - autoshipSavingCents;
    const programDiscountCents = excluded ? 0 : percentOf(afterAutoship, programPercent);
    const afterProgram = afterAutoship - programDiscountCents;
    const discountCodeCents =
      auto35 && autoship ? percentOf(afterProgram, FIRST_SUBSCRIPTION_DISCOUNT_PERCENT) : 0;
    const discountCents = autoshipSavingCents + programDiscountCents + discountCodeCents;
    return {
      excluded,
      pricing: {
        unitPriceCents: line.unitPriceCents,
        subtotalCents,
        autoshipSavingCents,
        programDiscountCents,
        discountCodeCents,
        discountCents,
        totalCents: subtotalCents - discountCents,
      },
    };
  });

  const sum = (pick: (line: LinePricing) => number, only = (_excluded: boolean) => true) =>
    lines.reduce((total, line) => (only(line.excluded) ? total + pick(line.pricing) : total), 0);
  const totalSavingsCents = sum((l) => l.discountCents);
  return {
    lines: lines.map((line) => line.pricing),
    totals: {
      subtotalBeforeSavingsCents: sum((l) => l.subtotalCents),
      autoshipSavingsCents: sum((l) => l.autoshipSavingCents),
      programDiscountCents: sum((l) => l.programDiscountCents),
      discountCodeSavingsCents: sum((l) => l.discountCodeCents),
      cartSubtotalCents: sum((l) => l.totalCents),
      totalSavingsCents,
      freeShippingEligibleSubtotalCents: sum(
        (l) => l.totalCents,
        (excluded) => !excluded,
      ),
    },
    discountCodes,
    orderType,
  };
}

/** Whether a line is an autoship (subscription) line: it has a selling plan (the order-type rule). */
export function isAutoshipLine(line: { sellingPlanId?: string | null }): boolean {
  return orderTypeFor([line]) === 'firstPurchaseSubscription';
}

/** The autoship unit price in cents: libs/catalog's autoshipPrice, which the cards show. */
export function autoshipUnitPriceCents(unitPriceCents: number): number {
  return Math.round(autoshipPrice(unitPriceCents / 100) * 100);
}

/** percent% of a non-negative whole-cent amount, rounded half up, in integers only. */
function percentOf(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

function checkPercent(percent: number): void {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError(`programDiscountPercent must be a whole number 0-100, got ${percent}`);
}

function checkLine(line: PricingLine): void {
  if (!Number.isSafeInteger(line.unitPriceCents) || line.unitPriceCents < 0)
    throw new RangeError(`unitPriceCents must be whole cents, got ${line.unitPriceCents}`);
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 0)
    throw new RangeError(`quantity must be a whole number, got ${line.quantity}`);
}
