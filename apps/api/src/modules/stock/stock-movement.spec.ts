import { stockMovement } from './stock-movement';

describe('stockMovement', () => {
  it('sorts by SKU (code-unit order, the same in every process) so locks are always taken in one order', () => {
    expect(
      stockMovement([
        { sku: 'SKU-B', quantity: 1 },
        { sku: 'SKU-A', quantity: 2 },
        { sku: 'sku-a', quantity: 1 },
        { sku: 'SKU-10', quantity: 1 },
      ]).map((item) => item.sku),
    ).toEqual(['SKU-10', 'SKU-A', 'SKU-B', 'sku-a']);
  });

  it('adds up the lines of one SKU (a one-time and an autoship line of the same variant)', () => {
    expect(
      stockMovement([
        { sku: 'A', quantity: 2 },
        { sku: 'B', quantity: 1 },
        { sku: 'A', quantity: 3 },
      ]),
    ).toEqual([
      { sku: 'A', quantity: 5 },
      { sku: 'B', quantity: 1 },
    ]);
  });

  it.each([0, -1, 1.5, Number.NaN, 2 ** 60])('refuses a quantity of %p', (quantity) => {
    expect(() => stockMovement([{ sku: 'A', quantity }])).toThrow(RangeError);
  });

  it('is empty for no items', () => {
    expect(stockMovement([])).toEqual([]);
  });
});
