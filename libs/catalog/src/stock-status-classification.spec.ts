import { DEFAULT_LIMITED_STOCK_THRESHOLD, stockStatusFor } from './stock-status-classification';

describe('stockStatusFor', () => {
  it('defaults the limited threshold to 10', () => {
    expect(DEFAULT_LIMITED_STOCK_THRESHOLD).toBe(10);
    expect(stockStatusFor(10)).toBe('LTD');
    expect(stockStatusFor(11)).toBe('IN');
  });

  it.each([
    [-1, 10, 'OUT'],
    [0, 10, 'OUT'],
    [Number.NaN, 10, 'OUT'],
    [1, 10, 'LTD'],
    [5, 10, 'LTD'],
    [10, 10, 'LTD'],
    [11, 10, 'IN'],
    [1000, 10, 'IN'],
    [0, 0, 'OUT'],
    [1, 0, 'IN'],
    [5, 5, 'LTD'],
    [6, 5, 'IN'],
  ])('stockStatusFor(%p, threshold %p) is %p', (quantity, threshold, expected) => {
    expect(stockStatusFor(quantity, threshold)).toBe(expected);
  });
});
