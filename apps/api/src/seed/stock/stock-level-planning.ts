import { DEFAULT_LIMITED_STOCK_THRESHOLD, stockStatusFor } from '@shop/catalog';

/** One seeded inventory row. */
export interface PlannedStockLevel {
  warehouseCode: string;
  sku: string;
  quantity: number;
}

/** 32-bit FNV-1a: tiny, stable across Node versions and machines, good enough to spread SKUs. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Starting inventory of a SKU in a warehouse, the same on every machine and every run: about one
 * in eight is sold out, one in six limited (1-10 units, LTD at the default threshold), the rest in
 * stock with 20-249 units.
 */
export function seededQuantity(sku: string, warehouseCode: string): number {
  const hash = fnv1a(`${sku}@${warehouseCode}`);
  const bucket = hash % 100;
  if (bucket < 12) return 0;
  if (bucket < 30) return 1 + ((hash >>> 8) % DEFAULT_LIMITED_STOCK_THRESHOLD);
  return 20 + ((hash >>> 8) % 230);
}

const FORCED_LIMITED_QUANTITY = 3;

/**
 * Seeded inventory for every SKU in every warehouse. The hash alone might leave the warehouse that
 * serves the default guest ZIP with nothing limited or sold out, and the storefront's badges and
 * stock messages would then never show for a new visitor; so when `anchor` lacks either, the first
 * SKUs (in sorted order) that are in stock there and elsewhere are set to sold out and to limited.
 */
export function planStockLevels(
  skus: readonly string[],
  warehouseCodes: readonly string[],
  anchor: string,
): PlannedStockLevel[] {
  const sorted = [...new Set(skus)].sort();
  const quantity = new Map<string, number>();
  const keyOf = (sku: string, code: string) => `${sku}@${code}`;
  for (const sku of sorted) {
    for (const code of warehouseCodes) quantity.set(keyOf(sku, code), seededQuantity(sku, code));
  }

  const statusAt = (sku: string, code: string) => stockStatusFor(quantity.get(keyOf(sku, code)) ?? 0);
  const others = warehouseCodes.filter((code) => code !== anchor);
  const swappable = sorted.filter(
    (sku) => statusAt(sku, anchor) === 'IN' && others.some((code) => statusAt(sku, code) === 'IN'),
  );
  if (warehouseCodes.includes(anchor)) {
    const anchorStatuses = new Set(sorted.map((sku) => statusAt(sku, anchor)));
    if (!anchorStatuses.has('OUT') && swappable.length > 0)
      quantity.set(keyOf(swappable.shift() as string, anchor), 0);
    if (!anchorStatuses.has('LTD') && swappable.length > 0) {
      quantity.set(keyOf(swappable.shift() as string, anchor), FORCED_LIMITED_QUANTITY);
    }
  }

  return sorted.flatMap((sku) =>
    warehouseCodes.map((warehouseCode) => ({
      warehouseCode,
      sku,
      quantity: quantity.get(keyOf(sku, warehouseCode)) ?? 0,
    })),
  );
}
