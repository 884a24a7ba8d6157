import { resultCountText } from './result-count-text';

describe('resultCountText', () => {
  it.each([
    [0, '0 products'],
    [1, '1 product'],
    [53, '53 products'],
    [54426, '54,426 products'],
  ])('an exact count of %i reads %p', (total, text) => {
    expect(resultCountText(total)).toBe(text);
    expect(resultCountText(total, false)).toBe(text);
  });

  it('a count that stopped at its limit says there are more', () => {
    expect(resultCountText(500, true)).toBe('500+ products');
    expect(resultCountText(1000, true)).toBe('1,000+ products');
  });

  it('a lower bound of one is still plural: more than one product matches', () => {
    expect(resultCountText(1, true)).toBe('1+ products');
  });
});
