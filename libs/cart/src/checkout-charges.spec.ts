import { ALASKA_HAWAII_SERVICE_CHARGE } from './service-charge-constants';
import {
  cartCharges,
  checkoutCharges,
  DEFAULT_FLAT_SHIPPING_CENTS,
  type CheckoutChargesInput,
} from './checkout-charges';
import { STATE_SALES_TAX_RATES, salesTaxRateFor } from './checkout-charges-tax-rates';

/** $49, as libs/catalog's DEFAULT_FREE_SHIPPING_THRESHOLD is when converted to cents by the caller. */
const THRESHOLD = 4900;

function charges(overrides: Partial<CheckoutChargesInput> = {}) {
  return checkoutCharges({
    merchandiseCents: 3000,
    freeShippingEligibleSubtotalCents: 3000,
    stateCode: 'OR',
    thresholdCents: THRESHOLD,
    ...overrides,
  });
}

describe('checkoutCharges: shipping', () => {
  it('charges the flat rate one cent below the threshold', () => {
    const result = charges({ merchandiseCents: 4899, freeShippingEligibleSubtotalCents: 4899 });
    expect(result).toMatchObject({ freeShipping: false, shippingCents: DEFAULT_FLAT_SHIPPING_CENTS });
    expect(DEFAULT_FLAT_SHIPPING_CENTS).toBe(695);
  });

  it('ships free from exactly the threshold on', () => {
    expect(charges({ merchandiseCents: 4900, freeShippingEligibleSubtotalCents: 4900 })).toMatchObject({
      freeShipping: true,
      shippingCents: 0,
    });
    expect(charges({ merchandiseCents: 12000, freeShippingEligibleSubtotalCents: 12000 }).shippingCents).toBe(
      0,
    );
  });

  it('decides on the eligible subtotal, not the merchandise (the excluded product type does not count)', () => {
    const result = charges({ merchandiseCents: 6000, freeShippingEligibleSubtotalCents: 4800 });
    expect(result).toMatchObject({ freeShipping: false, shippingCents: 695 });
  });

  it('takes the threshold as an input', () => {
    expect(charges({ thresholdCents: 2500, freeShippingEligibleSubtotalCents: 2500 }).freeShipping).toBe(
      true,
    );
    expect(charges({ thresholdCents: 7500, freeShippingEligibleSubtotalCents: 7499 }).freeShipping).toBe(
      false,
    );
  });

  it('ships everything free with a threshold of 0', () => {
    expect(
      charges({ thresholdCents: 0, merchandiseCents: 100, freeShippingEligibleSubtotalCents: 0 }),
    ).toMatchObject({ freeShipping: true, shippingCents: 0 });
  });

  it('uses a configured flat rate instead of the default', () => {
    expect(charges({ flatShippingCents: 999 }).shippingCents).toBe(999);
    expect(charges({ flatShippingCents: 0 }).shippingCents).toBe(0);
  });
});

describe('checkoutCharges: the Alaska and Hawaii service charge (SPEC §9)', () => {
  it.each(['AK', 'HI'])('adds $4 for %s, whatever the merchandise and shipping', (stateCode) => {
    expect(charges({ stateCode }).serviceChargeCents).toBe(400);
    expect(
      charges({ stateCode, merchandiseCents: 9000, freeShippingEligibleSubtotalCents: 9000 })
        .serviceChargeCents,
    ).toBe(ALASKA_HAWAII_SERVICE_CHARGE * 100);
  });

  it.each(['CO', 'WA', 'CA', 'DC', 'OR'])('adds nothing for %s', (stateCode) => {
    expect(charges({ stateCode }).serviceChargeCents).toBe(0);
  });
});

describe('checkoutCharges: sales tax', () => {
  it("taxes the merchandise at the state's rate", () => {
    expect(charges({ stateCode: 'CO', merchandiseCents: 10000 }).taxCents).toBe(290); // 2.9%
    expect(charges({ stateCode: 'CA', merchandiseCents: 10000 }).taxCents).toBe(725); // 7.25%
  });

  it('charges none where the state has no sales tax', () => {
    for (const stateCode of ['AK', 'DE', 'MT', 'NH', 'OR'])
      expect(charges({ stateCode, merchandiseCents: 10000 }).taxCents).toBe(0);
  });

  it('rounds half a cent up, and less than half down', () => {
    // North Dakota 5%: 10c -> 0.5c, 30c -> 1.5c, 29c -> 1.45c, 31c -> 1.55c.
    expect(charges({ stateCode: 'ND', merchandiseCents: 10 }).taxCents).toBe(1);
    expect(charges({ stateCode: 'ND', merchandiseCents: 30 }).taxCents).toBe(2);
    expect(charges({ stateCode: 'ND', merchandiseCents: 29 }).taxCents).toBe(1);
    expect(charges({ stateCode: 'ND', merchandiseCents: 31 }).taxCents).toBe(2);
  });

  it('keeps rates finer than a basis point (Minnesota 6.875%)', () => {
    expect(charges({ stateCode: 'MN', merchandiseCents: 1000 }).taxCents).toBe(69); // 68.75
    expect(charges({ stateCode: 'MN', merchandiseCents: 800 }).taxCents).toBe(55); // 55.0
    expect(charges({ stateCode: 'NJ', merchandiseCents: 2000 }).taxCents).toBe(133); // 132.5
  });

  it('taxes neither shipping nor the service charge', () => {
    const below = charges({
      stateCode: 'HI',
      merchandiseCents: 1000,
      freeShippingEligibleSubtotalCents: 1000,
    });
    expect(below.taxCents).toBe(40); // 4% of 1000 only
  });
});

describe('checkoutCharges: total', () => {
  it('adds merchandise, shipping, service charge and tax', () => {
    const result = charges({
      stateCode: 'HI',
      merchandiseCents: 2000,
      freeShippingEligibleSubtotalCents: 2000,
    });
    expect(result).toEqual({
      shippingCents: 695,
      serviceChargeCents: 400,
      taxCents: 80,
      totalCents: 2000 + 695 + 400 + 80,
      freeShipping: false,
    });
  });
});

describe('checkoutCharges: refuses what no caller should send', () => {
  it.each([
    ['a fraction of a cent', { merchandiseCents: 10.5 }],
    ['negative merchandise', { merchandiseCents: -1 }],
    ['a negative eligible subtotal', { freeShippingEligibleSubtotalCents: -5 }],
    ['NaN', { merchandiseCents: Number.NaN }],
    ['an unsafe integer', { merchandiseCents: 2 ** 60 }],
    ['a fractional threshold', { thresholdCents: 49.5 }],
    ['a negative flat rate', { flatShippingCents: -695 }],
  ])('throws for %s', (_case, overrides) => {
    expect(() => charges(overrides as Partial<CheckoutChargesInput>)).toThrow(RangeError);
  });

  it.each(['', 'co', 'XX', 'PR', 'constructor', '__proto__'])(
    "throws for the state code '%s'",
    (stateCode) => {
      expect(() => charges({ stateCode })).toThrow(/Unknown US state code/);
    },
  );
});

describe('STATE_SALES_TAX_RATES', () => {
  it('configures the 50 states and DC, each a rate from 0 to 10%', () => {
    const codes = Object.keys(STATE_SALES_TAX_RATES);
    expect(codes).toHaveLength(51);
    expect(codes).toContain('DC');
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(Number.isInteger(STATE_SALES_TAX_RATES[code])).toBe(true);
      expect(STATE_SALES_TAX_RATES[code]).toBeGreaterThanOrEqual(0);
      expect(STATE_SALES_TAX_RATES[code]).toBeLessThanOrEqual(10_000);
    }
  });

  it('answers undefined for a code that is not a state', () => {
    expect(salesTaxRateFor('toString')).toBeUndefined();
    expect(salesTaxRateFor('CO')).toBe(2900);
  });
});

describe('cartCharges: a priced cart', () => {
  it('charges tax on the discounted subtotal and decides free shipping on the eligible part only', () => {
    // $60 of merchandise of which $20 is the excluded add-on: $40 counts, under the $49 threshold.
    const totals = { cartSubtotalCents: 6000, freeShippingEligibleSubtotalCents: 4000 };
    expect(cartCharges(totals, 'OR', THRESHOLD)).toEqual(
      checkoutCharges({
        merchandiseCents: 6000,
        freeShippingEligibleSubtotalCents: 4000,
        stateCode: 'OR',
        thresholdCents: THRESHOLD,
      }),
    );
    expect(cartCharges(totals, 'OR', THRESHOLD)).toMatchObject({
      freeShipping: false,
      shippingCents: DEFAULT_FLAT_SHIPPING_CENTS,
      totalCents: 6000 + DEFAULT_FLAT_SHIPPING_CENTS,
    });
    expect(cartCharges(totals, 'OR', 4000).freeShipping).toBe(true);
  });

  it('adds the service charge and the state tax of the ship-to state', () => {
    const totals = { cartSubtotalCents: 10000, freeShippingEligibleSubtotalCents: 10000 };
    const result = cartCharges(totals, 'HI', THRESHOLD);
    expect(result.serviceChargeCents).toBe(Math.round(ALASKA_HAWAII_SERVICE_CHARGE * 100));
    expect(result.totalCents).toBe(10000 + result.serviceChargeCents + result.taxCents);
    expect(() => cartCharges(totals, 'XX', THRESHOLD)).toThrow(RangeError);
  });
});
