import { assertCents, assertMultiplier, type DonationRule, productDonationCents } from './donation-rule';

/** A cart line as the donation sees it (SPEC §3 donation cart line: id, price, quantity, discount). */
export interface DonationCartLine {
  id: string;
  /** What one item costs, in cents, before the line's discount. */
  unitPriceCents: number;
  quantity: number;
  /** The line's own discount in cents (a promotion on it). */
  discountCents?: number;
  /** The cart's product type; a line of the excluded type (the add-on donation's) earns nothing. */
  productType?: string | null;
  /** The line is itself a gift (the add-on donation): its amount is given as it is. */
  directDonation?: boolean;
  /** The giving store leaves this product out. */
  excluded?: boolean;
  /** The product's own rule, instead of the store's. */
  rule?: DonationRule | null;
}

export interface CartDonationOptions {
  /** The store's rule (SPEC §3 defaultDonation, defaultDonationType). */
  rule: DonationRule;
  /** The chosen cause's multiplier; 1 when it has none. */
  multiplier?: number;
  /** A discount on the whole cart, in cents, shared over the lines that give. */
  cartDiscountCents?: number;
  /** Count direct donations (add-on lines) as nothing. */
  ignoreDirectDonations?: boolean;
  /** The cart's excluded product type (CART_EXCLUDED_PRODUCT_TYPE, 'Donation'). */
  excludedProductType?: string | null;
}

export type LineDonationType = 'percentage' | 'flat' | 'direct' | 'none';

export interface CartDonationLineResult {
  id: string;
  /** What the line gives, in cents. */
  donationCents: number;
  donationType: LineDonationType;
  /** The line is a direct donation (given as it is, or ignored when asked). */
  directDonation: boolean;
  /** The line earns a donation from the purchase (the cart's donation). */
  cartDonation: boolean;
  /** Left out: the excluded product type, a product the store excludes, or a direct donation ignored. */
  excluded: boolean;
  /** What the line's donation is worked out on: its amount after its and the cart's discounts. */
  baseCents: number;
}

export interface CartDonation {
  /** Every line's donation, in cents. */
  totalCents: number;
  /** Of which the purchase gives (percentage and flat lines). */
  purchaseCents: number;
  /** Of which the shopper gives directly (add-on lines). */
  directCents: number;
  lines: CartDonationLineResult[];
}

/**
 * A cart's donation (SPEC §3 donation result), as the giving industry counts it: on what the
 * shopper pays for the goods, after the lines' and the cart's discounts and before tax and
 * shipping (which are never inputs here). The cart's discount is shared over the lines that give,
 * in proportion to their amounts, in whole cents (cartDiscountShares). A line of the excluded
 * product type or that the store excludes earns nothing; a direct donation (the add-on) counts as
 * itself unless `ignoreDirectDonations`. Percentages apply to each line's base; a flat amount is
 * per item. Every line's cents add up to the total.
 */
export function cartDonation(lines: readonly DonationCartLine[], options: CartDonationOptions): CartDonation {
  const multiplier = options.multiplier ?? 1;
  assertMultiplier(multiplier);
  const cartDiscount = options.cartDiscountCents ?? 0;
  assertCents(cartDiscount, 'cart discount');
  for (const line of lines) assertLine(line);

  const kinds = lines.map((line) => kindOf(line, options));
  const amounts = lines.map(lineAmountCents);
  const shares = cartDiscountShares(
    amounts.map((amount, i) => (kinds[i] === 'gives' ? amount : 0)),
    cartDiscount,
  );
  const results = lines.map((line, i): CartDonationLineResult => {
    const kind = kinds[i];
    const base = kind === 'gives' ? amounts[i] - shares[i] : amounts[i];
    const common = { id: line.id, baseCents: base };
    if (kind === 'direct')
      return {
        ...common,
        donationCents: base,
        donationType: 'direct',
        directDonation: true,
        cartDonation: false,
        excluded: false,
      };
    if (kind === 'ignored-direct')
      return {
        ...common,
        donationCents: 0,
        donationType: 'none',
        directDonation: true,
        cartDonation: false,
        excluded: true,
      };
    if (kind === 'excluded')
      return {
        ...common,
        donationCents: 0,
        donationType: 'none',
        directDonation: false,
        cartDonation: false,
        excluded: true,
      };
    const rule = line.rule ?? options.rule;
    const donationCents =
      rule.type === 'flat'
        ? productDonationCents(0, rule, multiplier) * line.quantity
        : productDonationCents(base, rule, multiplier);
    return {
      ...common,
      donationCents,
      donationType: rule.type,
      directDonation: false,
      cartDonation: true,
      excluded: false,
    };
  });
  const purchaseCents = results.reduce((sum, r) => sum + (r.cartDonation ? r.donationCents : 0), 0);
  const directCents = results.reduce(
    (sum, r) => sum + (r.donationType === 'direct' ? r.donationCents : 0),
    0,
  );
  return { totalCents: purchaseCents + directCents, purchaseCents, directCents, lines: results };
}

type LineKind = 'gives' | 'direct' | 'ignored-direct' | 'excluded';

function kindOf(line: DonationCartLine, options: CartDonationOptions): LineKind {
  if (line.directDonation) return options.ignoreDirectDonations ? 'ignored-direct' : 'direct';
  const excludedType = options.excludedProductType;
  if (line.excluded || (!!excludedType && line.productType === excludedType)) return 'excluded';
  return 'gives';
}

/** A line's amount after its own discount, never below zero. */
function lineAmountCents(line: DonationCartLine): number {
  return Math.max(0, line.unitPriceCents * line.quantity - (line.discountCents ?? 0));
}

/**
 * A discount of `discountCents` shared over `amounts` in proportion, in whole cents: each share is
 * the difference of the rounded-down running totals, so the shares add up exactly to the discount
 * (at most the amounts' sum), none passes its amount, and each is within a cent of its exact
 * proportional share. The order of the amounts decides who takes a rounding cent, so it is stable.
 */
export function cartDiscountShares(amounts: readonly number[], discountCents: number): number[] {
  const sum = amounts.reduce((total, amount) => total + amount, 0);
  const discount = Math.min(discountCents, sum);
  if (sum === 0 || discount === 0) return amounts.map(() => 0);
  // BigInt: discount × running total passes 2^53 for large carts long before either does.
  const [d, s] = [BigInt(discount), BigInt(sum)];
  let running = 0n;
  let before = 0n;
  return amounts.map((amount) => {
    running += BigInt(amount);
    const upTo = (d * running) / s;
    const share = upTo - before;
    before = upTo;
    return Number(share);
  });
}

function assertLine(line: DonationCartLine): void {
  assertCents(line.unitPriceCents, 'unit price');
  assertCents(line.discountCents ?? 0, 'line discount');
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 0)
    throw new RangeError(`A line's quantity must be a whole number, got ${line.quantity}`);
  if (!Number.isSafeInteger(line.unitPriceCents * line.quantity))
    throw new RangeError('A line amount is too large');
}
