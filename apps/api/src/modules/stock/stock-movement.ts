/** Units of one SKU moving in or out of a warehouse (an order's line). */
export interface StockItem {
  sku: string;
  quantity: number;
}

/**
 * The items of one movement, one entry per SKU (quantities of repeated SKUs added up), in SKU
 * order. Every transaction touching stock rows locks them in this one order, so two orders with
 * the same SKUs in different orders wait for each other instead of deadlocking.
 */
export function stockMovement(items: readonly StockItem[]): StockItem[] {
  const bySku = new Map<string, number>();
  for (const { sku, quantity } of items) {
    if (!Number.isSafeInteger(quantity) || quantity < 1)
      throw new RangeError(`Stock moves whole units of at least 1, got ${quantity} of '${sku}'`);
    bySku.set(sku, (bySku.get(sku) ?? 0) + quantity);
  }
  return [...bySku.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([sku, quantity]) => ({ sku, quantity }));
}
