import { AUTOSHIP_SAVING_RATE, autoshipPrice } from './autoship-pricing';

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
