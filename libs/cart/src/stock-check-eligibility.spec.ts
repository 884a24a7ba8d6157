import { needsStockCheck } from './stock-check-eligibility';

describe('needsStockCheck', () => {
  it.each([
    [{ sku: 'SKU-1', productType: 'Food' }, true],
    [{ sku: 'SKU-1' }, true],
    [{ sku: 'SKU-1', productType: 'Sample' }, false],
    [{ sku: '', productType: 'Food' }, false],
    [{ sku: '   ', productType: 'Food' }, false],
    [{ sku: null, productType: 'Food' }, false],
    [{ productType: 'Food' }, false],
    [{ sku: 'SKU-1', productType: 'sample' }, true],
  ])('%p → %s (excluding "Sample")', (line, expected) => {
    expect(needsStockCheck(line, 'Sample')).toBe(expected);
  });
});
