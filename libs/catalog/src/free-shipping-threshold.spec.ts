import { freeShippingThreshold, freeShippingThresholdCents } from './free-shipping-threshold';

describe('freeShippingThresholdCents', () => {
  it.each([
    [undefined, 4900],
    [null, 4900],
  ])('falls back to the $49 default without a setting (%p)', (setting, cents) => {
    expect(freeShippingThresholdCents(setting)).toBe(cents);
  });

  it.each([
    [75, 7500],
    [0, 0],
    [49.99, 4999],
    [0.1 + 0.2, 30],
  ])('takes the setting of $%p as %p cents', (setting, cents) => {
    expect(freeShippingThresholdCents(setting)).toBe(cents);
  });
});

describe('freeShippingThreshold', () => {
  it('is the setting in dollars, or the $49 default without one (0 is a setting: always free)', () => {
    expect(freeShippingThreshold(undefined)).toBe(49);
    expect(freeShippingThreshold(null)).toBe(49);
    expect(freeShippingThreshold(75)).toBe(75);
    expect(freeShippingThreshold(0)).toBe(0);
  });
});
