/** A cart line as far as the stock check cares. */
export interface StockCheckLine {
  sku?: string | null;
  productType?: string;
}

/**
 * Use before asking the stock service about a cart line: lines without a SKU cannot be looked up,
 * and the excluded product type is never stock-tracked. The zip and destination the check also
 * needs are the caller's to supply.
 */
export function needsStockCheck(line: StockCheckLine, excludedProductType: string): boolean {
  const hasSku = (line.sku ?? '').trim() !== '';
  return hasSku && line.productType !== excludedProductType;
}
