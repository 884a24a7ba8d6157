import { roundToWholeCents } from './round-to-cents';

describe('roundToWholeCents', () => {
  it.each([
    [0, 0],
    [100, 100],
    [100.4, 100],
    [100.5, 101],
    [100.6, 101],
    [100 * 1.005, 101],
    [100 * 2.675, 268],
    [1012.5, 1013],
    [(0.1 + 0.2) * 100, 30],
    [-100.5, -101],
    [-0.1, 0],
    [12345678.9, 12345679],
    [1e-5, 0],
    [0.5, 1],
    [100000000012.5, 100000000013],
  ])('%p cents → %p', (cents, expected) => {
    expect(roundToWholeCents(cents)).toBe(expected);
  });
});
