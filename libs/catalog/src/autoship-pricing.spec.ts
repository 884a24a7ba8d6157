import { AUTOSHIP_SAVING_PERCENT, AUTOSHIP_SAVING_RATE, autoshipPrice } from './autoship-pricing';

describe('autoshipPrice', () => {
  it('saves 5%', () => {
    expect(AUTOSHIP_SAVING_RATE).toBe(0.05);
  });

  it.each([
    [0, 0],
    [0.01, 0.01],
    [0.1, 0.1],
    [1, 0.95],
    [10, 9.5],
    [12.1, 11.5],
    [12.3, 11.69],
    [19.99, 18.99],
    [49, 46.55],
    [54.99, 52.24],
    [100, 95],
  ])('autoshipPrice(%p) is %p', (price, expected) => {
    expect(autoshipPrice(price)).toBe(expected);
  });
});

describe('AUTOSHIP_SAVING_PERCENT', () => {
  it('names the catalogue saving as a whole percent (SPEC §2, §9: 5%)', () => {
    expect(AUTOSHIP_SAVING_PERCENT).toBe(5);
    expect(AUTOSHIP_SAVING_PERCENT).toBe(Math.round(AUTOSHIP_SAVING_RATE * 100));
  });

  it('agrees with the autoship price the catalogue charges', () => {
    expect(autoshipPrice(100)).toBe(100 - AUTOSHIP_SAVING_PERCENT);
  });
});
