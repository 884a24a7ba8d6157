import { roundToCents } from './round-to-cents';

describe('roundToCents', () => {
  it.each([
    [0, 0],
    [1, 1],
    [1.004, 1],
    [1.005, 1.01],
    [1.006, 1.01],
    [2.675, 2.68],
    [10.125, 10.13],
    [0.1 + 0.2, 0.3],
    [-1.005, -1.01],
    [-0.001, 0],
    [123456.789, 123456.79],
    [1e-7, 0],
    [0.005, 0.01],
    [1000000000.125, 1000000000.13],
  ])('%p → %p', (amount, expected) => {
    expect(roundToCents(amount)).toBe(expected);
  });
});
