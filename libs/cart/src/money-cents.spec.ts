import { fromCents, toCents } from './money-cents';

describe('money cents', () => {
  it.each([
    [0, 0],
    [0.1, 10],
    [0.29, 29],
    [1.005, 100],
    [19.99, 1999],
    [-4.2, -420],
  ])('toCents(%p) is %i', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it.each([
    [0, 0],
    [1, 0.01],
    [1999, 19.99],
    [30, 0.3],
  ])('fromCents(%i) is %p', (cents, amount) => {
    expect(fromCents(cents)).toBe(amount);
  });
});
