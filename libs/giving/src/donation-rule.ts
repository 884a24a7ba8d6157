import { roundToWholeCents } from './round-to-cents';

/** SPEC §3 defaultDonationType: 0 a percentage of the price, 1 a flat amount per item. */
export const DONATION_TYPES = { percentage: 0, flat: 1 } as const;
export type DonationTypeCode = (typeof DONATION_TYPES)[keyof typeof DONATION_TYPES];

/**
 * How much one item gives: a percentage of what the shopper pays for it (in basis points, 250 is
 * 2.5 %), or a flat amount per item in cents. Integers only, so a rule read from the store's
 * configuration means the same on every engine and in every browser.
 */
export type DonationRule =
  | { readonly type: 'percentage'; readonly basisPoints: number }
  | { readonly type: 'flat'; readonly cents: number };

/** The most a percentage rule may give: the whole price (10,000 basis points). */
export const MAX_DONATION_BASIS_POINTS = 10_000;

/** The largest cause multiplier a store may set: 10 times the rule (a doubling campaign is 2). */
export const MAX_CAUSE_MULTIPLIER = 10;

/**
 * The donation of ONE item priced `priceCents` (its real price, after its own discounts), in whole
 * cents: the rule's percentage of that price or its flat amount, times the cause's multiplier,
 * rounded half away from zero (roundToWholeCents). Throws RangeError for a price that is not whole,
 * non-negative cents, a rule outside its bounds or a multiplier outside 0-10: those are
 * programming or configuration errors, never a shopper's.
 */
export function productDonationCents(priceCents: number, rule: DonationRule, multiplier = 1): number {
  assertCents(priceCents, 'price');
  assertRule(rule);
  assertMultiplier(multiplier);
  const base =
    rule.type === 'flat' ? rule.cents : (priceCents * rule.basisPoints) / MAX_DONATION_BASIS_POINTS;
  return roundToWholeCents(base * multiplier);
}

/** A percentage (2.5 for 2.5 %) or a flat dollar amount (1.5 for $1.50) as the integer rule. */
export function donationRuleOf(type: DonationTypeCode, hundredths: number): DonationRule {
  const rule: DonationRule =
    type === DONATION_TYPES.flat
      ? { type: 'flat', cents: hundredths }
      : { type: 'percentage', basisPoints: hundredths };
  assertRule(rule);
  return rule;
}

/** The rule's value as the store configuration shows it: percent (2.5) or dollars (1.5). */
export function donationRuleValue(rule: DonationRule): number {
  return (rule.type === 'flat' ? rule.cents : rule.basisPoints) / 100;
}

export function assertCents(cents: number, what: string): void {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`The ${what} must be whole, non-negative cents, got ${cents}`);
}

function assertRule(rule: DonationRule): void {
  const value = rule.type === 'flat' ? rule.cents : rule.basisPoints;
  const max = rule.type === 'flat' ? Number.MAX_SAFE_INTEGER : MAX_DONATION_BASIS_POINTS;
  if (!Number.isSafeInteger(value) || value < 0 || value > max)
    throw new RangeError(`Invalid ${rule.type} donation rule ${value}`);
}

export function assertMultiplier(multiplier: number): void {
  if (!Number.isFinite(multiplier) || multiplier < 0 || multiplier > MAX_CAUSE_MULTIPLIER)
    throw new RangeError(`Invalid cause multiplier ${multiplier}`);
}
