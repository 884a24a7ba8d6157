import fc from 'fast-check';
import {
  ADD_ON_DONATION_MAX_CENTS,
  ADD_ON_DONATION_MIN_CENTS,
  addOnDonationRefusal,
  addOnRefusalMessage,
  clampAddOnDonationCents,
} from './add-on-donation';

describe('add-on donation (campaign 4)', () => {
  it('is capped at $249 and starts at $1', () => {
    expect(ADD_ON_DONATION_MAX_CENTS).toBe(24_900);
    expect(ADD_ON_DONATION_MIN_CENTS).toBe(100);
  });

  it.each([
    [100, null],
    [500, null],
    [24_900, null],
    [99, 'ADD_ON_BELOW_MINIMUM'],
    [0, 'ADD_ON_BELOW_MINIMUM'],
    [-500, 'ADD_ON_BELOW_MINIMUM'],
    [24_901, 'ADD_ON_ABOVE_MAXIMUM'],
    [1_000_000, 'ADD_ON_ABOVE_MAXIMUM'],
    [500.5, 'ADD_ON_NOT_WHOLE_CENTS'],
    [Number.NaN, 'ADD_ON_NOT_WHOLE_CENTS'],
    [Number.POSITIVE_INFINITY, 'ADD_ON_NOT_WHOLE_CENTS'],
  ])('%p cents → %p', (cents, expected) => {
    expect(addOnDonationRefusal(cents)).toBe(expected);
  });

  it('says each refusal in words', () => {
    expect(addOnRefusalMessage('ADD_ON_ABOVE_MAXIMUM')).toBe('A donation is at most $249');
    expect(addOnRefusalMessage('ADD_ON_BELOW_MINIMUM')).toBe('A donation is at least $1');
    expect(addOnRefusalMessage('ADD_ON_NOT_WHOLE_CENTS')).toBe(
      'A donation is an amount in dollars and cents',
    );
  });

  it.each([
    [50, 100],
    [30_000, 24_900],
    [1234.4, 1234],
    [Number.NaN, 100],
  ])('clamps %p to %p', (cents, expected) => {
    expect(clampAddOnDonationCents(cents)).toBe(expected);
  });

  it('clamps every amount to one that is accepted', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (cents) => {
        expect(addOnDonationRefusal(clampAddOnDonationCents(cents))).toBeNull();
      }),
    );
  });
});
