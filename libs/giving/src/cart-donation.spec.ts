import fc from 'fast-check';
import {
  cartDiscountShares,
  cartDonation,
  type CartDonationOptions,
  type DonationCartLine,
} from './cart-donation';
import type { DonationRule } from './donation-rule';

const FIVE_PERCENT: DonationRule = { type: 'percentage', basisPoints: 500 };
const line = (id: string, unitPriceCents: number, quantity = 1, extra: Partial<DonationCartLine> = {}) => ({
  id,
  unitPriceCents,
  quantity,
  ...extra,
});
const options = (extra: Partial<CartDonationOptions> = {}): CartDonationOptions => ({
  rule: FIVE_PERCENT,
  excludedProductType: 'Donation',
  ...extra,
});

describe('cartDonation', () => {
  it('gives nothing for an empty cart', () => {
    expect(cartDonation([], options())).toEqual({
      totalCents: 0,
      purchaseCents: 0,
      directCents: 0,
      lines: [],
    });
  });

  it.each<[string, DonationCartLine[], Partial<CartDonationOptions>, number[], number]>([
    ['5 % of each line', [line('a', 5499), line('b', 1000, 2)], {}, [275, 100], 375],
    ['after the line discount', [line('a', 5000, 1, { discountCents: 1000 })], {}, [200], 200],
    [
      'a line discount larger than the line gives nothing',
      [line('a', 500, 1, { discountCents: 900 })],
      {},
      [0],
      0,
    ],
    [
      'after the cart discount, shared by amount',
      [line('a', 3000), line('b', 1000)],
      { cartDiscountCents: 1000 },
      [113, 38],
      151,
    ],
    [
      'a cart discount larger than the cart gives nothing',
      [line('a', 3000)],
      { cartDiscountCents: 5000 },
      [0],
      0,
    ],
    ['times the cause multiplier', [line('a', 5499)], { multiplier: 2 }, [550], 550],
    [
      'flat per item, whatever the discounts',
      [line('a', 5499, 3)],
      { rule: { type: 'flat', cents: 100 }, cartDiscountCents: 2000 },
      [300],
      300,
    ],
    [
      'a product rule over the store rule',
      [line('a', 1000, 1, { rule: { type: 'flat', cents: 250 } })],
      {},
      [250],
      250,
    ],
    [
      'a product the store excludes gives nothing',
      [line('a', 1000, 1, { excluded: true }), line('b', 1000)],
      {},
      [0, 50],
      50,
    ],
    [
      'the excluded product type gives nothing and takes no cart discount',
      [line('a', 1000, 1, { productType: 'Donation' }), line('b', 1000, 1, { productType: 'Dry Food' })],
      { cartDiscountCents: 1000 },
      [0, 0],
      0,
    ],
    [
      'a direct donation is given as it is, undiscounted',
      [line('gift', 500, 1, { productType: 'Donation', directDonation: true }), line('b', 2000)],
      { cartDiscountCents: 1000 },
      [500, 50],
      550,
    ],
    [
      'direct donations are ignored when asked',
      [line('gift', 500, 1, { productType: 'Donation', directDonation: true }), line('b', 2000)],
      { ignoreDirectDonations: true },
      [0, 100],
      100,
    ],
  ])('%s', (_name, lines, extra, perLine, total) => {
    const result = cartDonation(lines, options(extra));
    expect(result.lines.map((l) => l.donationCents)).toEqual(perLine);
    expect(result.totalCents).toBe(total);
  });

  it('labels each line as the donation result does', () => {
    const result = cartDonation(
      [
        line('food', 2000),
        line('gift', 500, 1, { productType: 'Donation', directDonation: true }),
        line('card', 300, 1, { productType: 'Donation' }),
      ],
      options(),
    );
    expect(
      result.lines.map(({ id, donationType, directDonation, cartDonation: c, excluded }) => ({
        id,
        donationType,
        directDonation,
        cartDonation: c,
        excluded,
      })),
    ).toEqual([
      { id: 'food', donationType: 'percentage', directDonation: false, cartDonation: true, excluded: false },
      { id: 'gift', donationType: 'direct', directDonation: true, cartDonation: false, excluded: false },
      { id: 'card', donationType: 'none', directDonation: false, cartDonation: false, excluded: true },
    ]);
    expect(result).toMatchObject({ purchaseCents: 100, directCents: 500, totalCents: 600 });
  });

  it.each<[string, DonationCartLine[], Partial<CartDonationOptions>]>([
    ['a fractional price', [line('a', 10.5)], {}],
    ['a negative quantity', [line('a', 100, -1)], {}],
    ['a fractional quantity', [line('a', 100, 1.5)], {}],
    ['a negative cart discount', [line('a', 100)], { cartDiscountCents: -1 }],
    ['a multiplier above 10', [line('a', 100)], { multiplier: 11 }],
  ])('refuses %s', (_name, lines, extra) => {
    expect(() => cartDonation(lines, options(extra))).toThrow(RangeError);
  });

  const arbitraryLine = fc.record({
    id: fc.string({ maxLength: 4 }),
    unitPriceCents: fc.integer({ min: 0, max: 100_000 }),
    quantity: fc.integer({ min: 0, max: 10 }),
    discountCents: fc.integer({ min: 0, max: 50_000 }),
    productType: fc.constantFrom('Dry Food', 'Donation', null),
    directDonation: fc.boolean(),
    excluded: fc.boolean(),
  });
  const arbitraryOptions = fc.record({
    rule: fc.oneof(
      fc
        .integer({ min: 0, max: 10_000 })
        .map((basisPoints): DonationRule => ({ type: 'percentage', basisPoints })),
      fc.integer({ min: 0, max: 1_000 }).map((cents): DonationRule => ({ type: 'flat', cents })),
    ),
    multiplier: fc.integer({ min: 0, max: 1000 }).map((h) => h / 100),
    cartDiscountCents: fc.integer({ min: 0, max: 200_000 }),
    ignoreDirectDonations: fc.boolean(),
    excludedProductType: fc.constant('Donation'),
  });
  const cart = fc.array(arbitraryLine, { maxLength: 12 });

  it('adds its lines up to its total, in whole non-negative cents', () => {
    fc.assert(
      fc.property(cart, arbitraryOptions, (lines, opts) => {
        const result = cartDonation(lines, opts);
        const sum = result.lines.reduce((total, l) => total + l.donationCents, 0);
        expect(sum).toBe(result.totalCents);
        expect(result.purchaseCents + result.directCents).toBe(result.totalCents);
        for (const l of result.lines) {
          expect(Number.isSafeInteger(l.donationCents)).toBe(true);
          expect(l.donationCents).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('gives nothing for excluded lines, and nothing direct when direct donations are ignored', () => {
    fc.assert(
      fc.property(cart, arbitraryOptions, (lines, opts) => {
        const result = cartDonation(lines, opts);
        lines.forEach((input, i) => {
          const out = result.lines[i];
          if (!input.directDonation && (input.excluded || input.productType === 'Donation'))
            expect(out.donationCents).toBe(0);
          if (input.directDonation && opts.ignoreDirectDonations) expect(out.donationCents).toBe(0);
        });
        if (opts.ignoreDirectDonations) expect(result.directCents).toBe(0);
      }),
    );
  });

  it('never gives more with a cart discount than without, nor when direct donations are ignored', () => {
    fc.assert(
      fc.property(cart, arbitraryOptions, (lines, opts) => {
        const discounted = cartDonation(lines, opts);
        const undiscounted = cartDonation(lines, { ...opts, cartDiscountCents: 0 });
        discounted.lines.forEach((l, i) =>
          expect(l.donationCents).toBeLessThanOrEqual(undiscounted.lines[i].donationCents),
        );
        expect(cartDonation(lines, { ...opts, ignoreDirectDonations: true }).totalCents).toBeLessThanOrEqual(
          cartDonation(lines, { ...opts, ignoreDirectDonations: false }).totalCents,
        );
      }),
    );
  });

  it('gives a percentage of no more than what is paid for the goods', () => {
    fc.assert(
      fc.property(cart, arbitraryOptions, (lines, opts) => {
        fc.pre(opts.rule.type === 'percentage' && opts.multiplier <= 1);
        const result = cartDonation(lines, opts);
        const paid = result.lines.filter((l) => l.cartDonation).reduce((sum, l) => sum + l.baseCents, 0);
        expect(result.purchaseCents).toBeLessThanOrEqual(paid);
      }),
    );
  });
});

describe('cartDiscountShares', () => {
  it.each<[number[], number, number[]]>([
    [[3000, 1000], 1000, [750, 250]],
    [[1, 1, 1], 2, [0, 1, 1]],
    [[100, 0, 100], 50, [25, 0, 25]],
    [[100], 500, [100]],
    [[0, 0], 100, [0, 0]],
    [[], 100, []],
  ])('%p sharing %p → %p', (amounts, discount, expected) => {
    expect(cartDiscountShares(amounts, discount)).toEqual(expected);
  });

  const amounts = fc.array(fc.integer({ min: 0, max: 1e9 }), { maxLength: 20 });

  it('shares exactly the discount (or the whole cart), none past its line', () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 1e10 }), (list, discount) => {
        const shares = cartDiscountShares(list, discount);
        const sum = list.reduce((a, b) => a + b, 0);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.min(discount, sum));
        shares.forEach((share, i) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(list[i]);
        });
      }),
    );
  });

  it('gives each line its proportional share to within a cent', () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 1e10 }), (list, discount) => {
        const sum = list.reduce((a, b) => a + b, 0);
        fc.pre(sum > 0);
        const shared = Math.min(discount, sum);
        cartDiscountShares(list, discount).forEach((share, i) => {
          expect(Math.abs(share - (shared * list[i]) / sum)).toBeLessThan(1);
        });
      }),
    );
  });
});
