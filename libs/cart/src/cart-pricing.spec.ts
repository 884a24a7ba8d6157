import fc from 'fast-check';
import { autoshipPrice } from '@shop/catalog';
import {
  autoshipUnitPriceCents,
  FIRST_SUBSCRIPTION_DISCOUNT_PERCENT,
  isAutoshipLine,
  normalizeDiscountCode,
  priceCart,
  type PriceCartInput,
  type PricingLine,
} from './cart-pricing';

const PLAN = 'gid://shop/SellingPlan/2';
const oneTime = (unitPriceCents: number, quantity: number, productType = 'Dry Food'): PricingLine => ({
  unitPriceCents,
  quantity,
  productType,
});
const autoship = (unitPriceCents: number, quantity: number, productType = 'Dry Food'): PricingLine => ({
  ...oneTime(unitPriceCents, quantity, productType),
  sellingPlanId: PLAN,
});
const input = (lines: PricingLine[], extra: Partial<PriceCartInput> = {}): PriceCartInput => ({
  lines,
  programDiscountPercent: 10,
  pdEligible: false,
  discountCodes: [],
  signedIn: false,
  existingSubscriptionCount: 0,
  excludedProductType: 'Donation',
  ...extra,
});

describe('priceCart', () => {
  it('prices an empty cart at zero as a one-time order', () => {
    const priced = priceCart(input([]));
    expect(priced.lines).toEqual([]);
    expect(Object.values(priced.totals).every((v) => v === 0)).toBe(true);
    expect(priced.orderType).toBe('oneTimeOrder');
  });

  it('charges one-time lines price times quantity with no saving', () => {
    const priced = priceCart(input([oneTime(2199, 2), oneTime(899, 1, 'Treats')]));
    expect(priced.lines.map((l) => [l.subtotalCents, l.discountCents, l.totalCents])).toEqual([
      [4398, 0, 4398],
      [899, 0, 899],
    ]);
    expect(priced.totals).toEqual({
      subtotalBeforeSavingsCents: 5297,
      autoshipSavingsCents: 0,
      programDiscountCents: 0,
      discountCodeSavingsCents: 0,
      cartSubtotalCents: 5297,
      totalSavingsCents: 0,
      freeShippingEligibleSubtotalCents: 5297,
    });
  });

  describe('autoship saving (5%)', () => {
    it('takes the card autoship unit price times the quantity (12.10 → 11.50 each)', () => {
      const [line] = priceCart(input([autoship(1210, 3)])).lines;
      expect(line.subtotalCents).toBe(3630);
      expect(line.autoshipSavingCents).toBe(180);
      expect(line.totalCents).toBe(3 * Math.round(autoshipPrice(12.1) * 100));
    });

    it('agrees with libs/catalog autoshipPrice for every price up to $200', () => {
      for (let cents = 0; cents <= 20_000; cents += 1)
        expect(autoshipUnitPriceCents(cents)).toBe(Math.round(autoshipPrice(cents / 100) * 100));
    });

    it('makes the order a first subscription purchase', () => {
      expect(priceCart(input([oneTime(1000, 1), autoship(1000, 1)])).orderType).toBe(
        'firstPurchaseSubscription',
      );
      expect(isAutoshipLine({ sellingPlanId: '  ' })).toBe(false);
      expect(isAutoshipLine({ sellingPlanId: PLAN })).toBe(true);
    });
  });

  describe('staff program discount', () => {
    it('applies only to PD-eligible callers', () => {
      expect(priceCart(input([oneTime(4398, 1)])).totals.programDiscountCents).toBe(0);
      const priced = priceCart(input([oneTime(4398, 1)], { pdEligible: true }));
      expect(priced.lines[0].programDiscountCents).toBe(440); // 439.8 rounds up
      expect(priced.totals.cartSubtotalCents).toBe(3958);
    });

    it.each([
      [5, 10, 1], // 0.5 cents rounds half up
      [4, 10, 0], // 0.4 cents rounds down
      [15, 10, 2], // 1.5
      [14, 10, 1], // 1.4
      [1000, 0, 0],
      [1000, 100, 1000],
    ])('%i cents at %i%% gives %i cents', (cents, percent, expected) => {
      const priced = priceCart(
        input([oneTime(cents, 1)], { pdEligible: true, programDiscountPercent: percent }),
      );
      expect(priced.lines[0].programDiscountCents).toBe(expected);
      expect(priced.lines[0].totalCents).toBe(cents - expected);
    });

    it('is taken from the autoship price, after the autoship saving', () => {
      const [line] = priceCart(input([autoship(2000, 2)], { pdEligible: true })).lines;
      // 20.00 → 19.00 autoship; 10% of 38.00 is 3.80.
      expect([line.autoshipSavingCents, line.programDiscountCents, line.totalCents]).toEqual([
        200, 380, 3420,
      ]);
    });

    it.each([-1, 101, 2.5, Number.NaN])('refuses a percent of %p', (percent) => {
      expect(() => priceCart(input([], { programDiscountPercent: percent }))).toThrow(RangeError);
    });
  });

  describe('AUTO35', () => {
    const eligible = { signedIn: true, existingSubscriptionCount: 0, discountCodes: ['AUTO35'] };

    it('takes 35% off the subscription lines only, after the other savings', () => {
      const priced = priceCart(input([autoship(2000, 1), oneTime(1000, 1)], eligible));
      expect(FIRST_SUBSCRIPTION_DISCOUNT_PERCENT).toBe(35);
      // 20.00 → 19.00 autoship → 35% of 19.00 = 6.65.
      expect(priced.lines[0].discountCodeCents).toBe(665);
      expect(priced.lines[0].totalCents).toBe(1235);
      expect(priced.lines[1].discountCodeCents).toBe(0);
      expect(priced.discountCodes).toEqual([{ code: 'AUTO35', applicable: true, refusal: null }]);
      expect(priced.totals.discountCodeSavingsCents).toBe(665);
    });

    it.each([
      ['a guest', { signedIn: false }],
      ['a customer who has subscribed before', { existingSubscriptionCount: 1 }],
    ])('does not apply for %s', (_who, extra) => {
      const priced = priceCart(input([autoship(2000, 1)], { ...eligible, ...extra }));
      expect(priced.discountCodes).toMatchObject([
        { code: 'AUTO35', applicable: false, refusal: expect.any(String) },
      ]);
      expect(priced.totals.discountCodeSavingsCents).toBe(0);
    });

    it('does not apply to a cart without autoship lines', () => {
      const priced = priceCart(input([oneTime(2000, 1)], eligible));
      expect(priced.discountCodes).toMatchObject([
        { code: 'AUTO35', applicable: false, refusal: expect.any(String) },
      ]);
      expect(priced.totals.totalSavingsCents).toBe(0);
    });

    it('applies automatically, without being entered, when it applies (SPEC §4)', () => {
      const priced = priceCart(input([autoship(2000, 1)], { ...eligible, discountCodes: ['SAVE10'] }));
      expect(priced.totals.discountCodeSavingsCents).toBe(665);
      expect(priced.discountCodes).toEqual([
        { code: 'AUTO35', applicable: true, refusal: null },
        { code: 'SAVE10', applicable: false, refusal: 'SAVE10 is not a valid discount code.' },
      ]);
    });

    it.each([
      ['a guest', { signedIn: false }],
      ['a customer who has subscribed before', { existingSubscriptionCount: 2 }],
    ])('is not added for %s who did not enter it', (_who, extra) => {
      const priced = priceCart(input([autoship(2000, 1)], { ...eligible, discountCodes: [], ...extra }));
      expect(priced.discountCodes).toEqual([]);
      expect(priced.totals.discountCodeSavingsCents).toBe(0);
    });

    it('is not added to a cart without autoship lines', () => {
      const priced = priceCart(input([oneTime(2000, 1)], { ...eligible, discountCodes: [] }));
      expect(priced.discountCodes).toEqual([]);
    });

    it('keeps unknown codes as not applicable, normalised and once each', () => {
      const priced = priceCart(
        input([autoship(2000, 1)], { ...eligible, discountCodes: [' auto35 ', 'SAVE10', 'save10', ' '] }),
      );
      expect(priced.discountCodes).toEqual([
        { code: 'AUTO35', applicable: true, refusal: null },
        { code: 'SAVE10', applicable: false, refusal: 'SAVE10 is not a valid discount code.' },
      ]);
      expect(normalizeDiscountCode(' Auto35\t')).toBe('AUTO35');
    });
  });

  describe('the excluded product type (giving add-on)', () => {
    it('is left out of the free-shipping subtotal and never discounted', () => {
      const priced = priceCart(input([oneTime(3000, 1), oneTime(500, 2, 'Donation')], { pdEligible: true }));
      expect(priced.lines[1]).toMatchObject({ subtotalCents: 1000, discountCents: 0, totalCents: 1000 });
      expect(priced.totals.cartSubtotalCents).toBe(2700 + 1000);
      expect(priced.totals.freeShippingEligibleSubtotalCents).toBe(2700);
    });

    it('counts every line when no type is excluded', () => {
      const priced = priceCart(input([oneTime(500, 2, 'Donation')], { excludedProductType: undefined }));
      expect(priced.totals.freeShippingEligibleSubtotalCents).toBe(1000);
    });
  });

  it.each([
    ['a negative price', oneTime(-1, 1)],
    ['a fractional price', oneTime(10.5, 1)],
    ['a fractional quantity', oneTime(100, 1.5)],
    ['a negative quantity', oneTime(100, -1)],
  ])('refuses %s (a caller bug)', (_name, line) => {
    expect(() => priceCart(input([line]))).toThrow(RangeError);
  });

  it('prices a zero quantity at zero', () => {
    expect(priceCart(input([autoship(1999, 0)], { pdEligible: true })).lines[0].totalCents).toBe(0);
  });

  it('always has lines that add up to the totals, whatever the cart (property)', () => {
    const line = fc.record({
      unitPriceCents: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 10 }),
      sellingPlanId: fc.constantFrom(PLAN, null),
      productType: fc.constantFrom('Dry Food', 'Wet Food', 'Donation'),
    });
    const cart = fc.record({
      lines: fc.array(line, { maxLength: 10 }),
      pdEligible: fc.boolean(),
      programDiscountPercent: fc.integer({ min: 0, max: 100 }),
      signedIn: fc.boolean(),
      existingSubscriptionCount: fc.nat({ max: 3 }),
      discountCodes: fc.array(fc.constantFrom('AUTO35', 'auto35 ', 'SAVE10', ''), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(cart, (generated) => {
        const priced = priceCart(input(generated.lines, generated));
        const sum = (pick: (l: (typeof priced.lines)[number]) => number) =>
          priced.lines.reduce((s, l) => s + pick(l), 0);
        const { totals } = priced;
        expect(totals.subtotalBeforeSavingsCents).toBe(sum((l) => l.subtotalCents));
        expect(totals.autoshipSavingsCents).toBe(sum((l) => l.autoshipSavingCents));
        expect(totals.programDiscountCents).toBe(sum((l) => l.programDiscountCents));
        expect(totals.discountCodeSavingsCents).toBe(sum((l) => l.discountCodeCents));
        expect(totals.totalSavingsCents).toBe(
          totals.autoshipSavingsCents + totals.programDiscountCents + totals.discountCodeSavingsCents,
        );
        expect(totals.cartSubtotalCents).toBe(totals.subtotalBeforeSavingsCents - totals.totalSavingsCents);
        expect(totals.cartSubtotalCents).toBe(sum((l) => l.totalCents));
        expect(totals.freeShippingEligibleSubtotalCents).toBeLessThanOrEqual(totals.cartSubtotalCents);
        for (const priceLine of priced.lines) {
          expect(priceLine.totalCents).toBeGreaterThanOrEqual(0);
          expect(priceLine.discountCents).toBe(
            priceLine.autoshipSavingCents + priceLine.programDiscountCents + priceLine.discountCodeCents,
          );
        }
        // AUTO35 takes effect exactly when SPEC §4 says, entered or not.
        const firstSubscription =
          generated.signedIn &&
          generated.existingSubscriptionCount === 0 &&
          generated.lines.some((l) => l.sellingPlanId !== null);
        expect(priced.discountCodes.some((c) => c.code === 'AUTO35' && c.applicable)).toBe(firstSubscription);
      }),
      { numRuns: 2000 },
    );
  });
});
