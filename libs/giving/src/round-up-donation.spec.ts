import fc from 'fast-check';
import { roundUpDonationCents } from './round-up-donation';

describe('roundUpDonationCents (campaign 3)', () => {
  it.each([
    [2363, 37],
    [2301, 99],
    [2399, 1],
    [2300, 0],
    [0, 0],
    [1, 99],
    [99, 1],
    [100, 0],
    [12_345_678, 22],
  ])('an order of %p cents rounds up by %p cents', (total, expected) => {
    expect(roundUpDonationCents(total)).toBe(expected);
  });

  it.each([-1, 10.5, Number.NaN])('refuses %p', (total) => {
    expect(() => roundUpDonationCents(total)).toThrow(RangeError);
  });

  it('takes any total to a whole dollar, by less than one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (total) => {
        const up = roundUpDonationCents(total);
        expect(up).toBeGreaterThanOrEqual(0);
        expect(up).toBeLessThan(100);
        expect((total + up) % 100).toBe(0);
      }),
    );
  });
});
