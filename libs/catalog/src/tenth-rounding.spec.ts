import { roundToTenth } from './tenth-rounding';

describe('roundToTenth', () => {
  it.each([
    // below 0.05 past a tenth: +0.05, then one decimal → next tenth
    [1.21, 1.3],
    [1.23, 1.3],
    [1.249, 1.3],
    [1.201, 1.3],
    // at or above 0.05 past a tenth: one decimal → next tenth
    [1.25, 1.3],
    [1.27, 1.3],
    [1.299, 1.3],
    // already on a tenth: kept
    [1.2, 1.2],
    [0.2, 0.2],
    [0.3, 0.3],
    [4.5, 4.5],
    [30, 30],
    [0, 0],
    [0.1 + 0.2, 0.3],
    // typical converted weights
    [0.8125, 0.9],
    [8.81848, 8.9],
    [0.00220462, 0.1],
  ])('roundToTenth(%p) is %p', (value, expected) => {
    expect(roundToTenth(value)).toBe(expected);
  });
});
