import fc from 'fast-check';
import { donationRuleOf, donationRuleValue, type DonationRule, productDonationCents } from './donation-rule';

const pct = (basisPoints: number): DonationRule => ({ type: 'percentage', basisPoints });
const flat = (cents: number): DonationRule => ({ type: 'flat', cents });

describe('productDonationCents', () => {
  it.each<[string, number, DonationRule, number, number]>([
    ['5 % of $54.99', 5499, pct(500), 1, 275],
    ['5 % of $54.99, doubled', 5499, pct(500), 2, 550],
    ['2.5 % of $10.00', 1000, pct(250), 1, 25],
    ['2.5 % of $10.10 rounds half up', 1010, pct(250), 1, 25],
    ['1 % of $0.50 rounds half away from zero', 50, pct(100), 1, 1],
    ['1 % of $0.49', 49, pct(100), 1, 0],
    ['0 % gives nothing', 5499, pct(0), 1, 0],
    ['100 % gives the price', 5499, pct(10_000), 1, 5499],
    ['a free item gives nothing by percentage', 0, pct(500), 1, 0],
    ['flat $1 whatever the price', 5499, flat(100), 1, 100],
    ['flat $1 on a free item', 0, flat(100), 1, 100],
    ['flat $1, multiplier 1.5', 9999, flat(100), 1.5, 150],
    ['flat $0.25, multiplier 1.1', 100, flat(25), 1.1, 28],
    ['multiplier 0 gives nothing', 5499, pct(500), 0, 0],
  ])('%s', (_name, price, rule, multiplier, expected) => {
    expect(productDonationCents(price, rule, multiplier)).toBe(expected);
  });

  it.each<[string, number, DonationRule, number]>([
    ['a fraction of a cent', 10.5, pct(500), 1],
    ['a negative price', -1, pct(500), 1],
    ['a percentage above 100 %', 100, pct(10_001), 1],
    ['a negative flat amount', 100, flat(-1), 1],
    ['a multiplier above 10', 100, pct(500), 10.01],
    ['a negative multiplier', 100, pct(500), -1],
    ['a NaN multiplier', 100, pct(500), Number.NaN],
  ])('refuses %s', (_name, price, rule, multiplier) => {
    expect(() => productDonationCents(price, rule, multiplier)).toThrow(RangeError);
  });

  const price = fc.integer({ min: 0, max: 10_000_000 });
  const rule = fc.oneof(
    fc.integer({ min: 0, max: 10_000 }).map(pct),
    fc.integer({ min: 0, max: 100_000 }).map(flat),
  );
  const multiplier = fc.integer({ min: 0, max: 1000 }).map((h) => h / 100);

  it('is whole, non-negative cents, never more than the price for a percentage at multiplier 1', () => {
    fc.assert(
      fc.property(price, rule, (p, r) => {
        const cents = productDonationCents(p, r);
        expect(Number.isSafeInteger(cents)).toBe(true);
        expect(cents).toBeGreaterThanOrEqual(0);
        if (r.type === 'percentage') expect(cents).toBeLessThanOrEqual(p);
        else expect(cents).toBe(r.cents);
      }),
    );
  });

  it('never gives less for a dearer item or a larger multiplier', () => {
    fc.assert(
      fc.property(price, price, rule, multiplier, multiplier, (a, b, r, m1, m2) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const [mLo, mHi] = m1 <= m2 ? [m1, m2] : [m2, m1];
        expect(productDonationCents(lo, r, mLo)).toBeLessThanOrEqual(productDonationCents(hi, r, mHi));
      }),
    );
  });

  it('is within half a cent of the exact amount', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: 10_000 }), multiplier, (p, bp, m) => {
        const exact = ((p * bp) / 10_000) * m;
        expect(Math.abs(productDonationCents(p, pct(bp), m) - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });
});

describe('donationRuleOf and donationRuleValue', () => {
  it.each<[0 | 1, number, DonationRule, number]>([
    [0, 250, pct(250), 2.5],
    [0, 500, pct(500), 5],
    [1, 150, flat(150), 1.5],
    [1, 0, flat(0), 0],
  ])('type %p, %p hundredths → %p, shown as %p', (type, hundredths, rule, shown) => {
    expect(donationRuleOf(type, hundredths)).toEqual(rule);
    expect(donationRuleValue(rule)).toBe(shown);
  });

  it('refuses a percentage above 100 %', () => {
    expect(() => donationRuleOf(0, 10_001)).toThrow(RangeError);
  });
});
