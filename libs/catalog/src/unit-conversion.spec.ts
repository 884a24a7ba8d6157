import {
  G_TO_LB,
  KG_TO_LB,
  OUNCES_PER_POUND,
  OZ_TO_LB,
  normalizeWeightUnit,
  toPounds,
} from './unit-conversion';

describe('unit conversion', () => {
  it('uses the constants of SPEC §9', () => {
    expect([KG_TO_LB, OZ_TO_LB, G_TO_LB, OUNCES_PER_POUND]).toEqual([2.20462, 0.0625, 0.00220462, 16]);
  });

  it.each([
    ['lb', 'lb'],
    ['lbs', 'lbs'],
    ['LB', 'lb'],
    ['LBS', 'lbs'],
    ['POUNDS', 'lb'],
    ['pound', 'lb'],
    ['oz', 'oz'],
    ['OUNCES', 'oz'],
    ['kg', 'kg'],
    ['KILOGRAMS', 'kg'],
    ['g', 'g'],
    ['GRAMS', 'g'],
    [' Lbs ', 'lbs'],
    ['stone', undefined],
    ['', undefined],
    ['constructor', undefined],
  ])('normalizeWeightUnit(%p) is %p', (unit, expected) => {
    expect(normalizeWeightUnit(unit)).toBe(expected);
  });

  it.each([
    [4.5, 'lbs', 4.5],
    [4.5, 'lb', 4.5],
    [30, 'POUNDS', 30],
    [16, 'oz', 1],
    [13, 'OUNCES', 0.8125],
    [1, 'kg', 2.20462],
    [2, 'KILOGRAMS', 4.40924],
    [1000, 'g', 2.20462],
    [500, 'GRAMS', 1.10231],
    [0, 'kg', 0],
    [5, 'stone', 0],
    [5, '', 0],
  ])('toPounds(%p, %p) is %p', (value, unit, expected) => {
    expect(toPounds(value, unit)).toBeCloseTo(expected, 10);
  });
});
