import { formatWeightLbs } from './weight-formatting';

describe('formatWeightLbs', () => {
  it.each([
    [4.5, 'lbs', '4.5 lbs'],
    [30, 'POUNDS', '30 lbs'],
    [1, 'lb', '1 lbs'],
    [13, 'oz', '0.9 lbs'],
    [16, 'OUNCES', '1 lbs'],
    [2, 'kg', '4.5 lbs'],
    [1000, 'GRAMS', '2.3 lbs'],
    [5, 'stone', '0 lbs'],
  ])('formatWeightLbs(%p, %p) is %p', (value, unit, expected) => {
    expect(formatWeightLbs(value, unit)).toBe(expected);
  });
});
