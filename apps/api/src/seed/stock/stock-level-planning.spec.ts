import { stockStatusFor } from '@shop/catalog';
import { fnv1a, planStockLevels, seededQuantity } from './stock-level-planning';

const codes = ['DEN', 'LEH', 'ONT'];
const skus = Array.from({ length: 60 }, (_, i) => `SKU-${String(i).padStart(3, '0')}`);

describe('fnv1a', () => {
  it('matches the published FNV-1a test vectors', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });
});

describe('seededQuantity', () => {
  it('is deterministic and never negative', () => {
    for (const sku of skus) {
      expect(seededQuantity(sku, 'DEN')).toBe(seededQuantity(sku, 'DEN'));
      expect(seededQuantity(sku, 'DEN')).toBeGreaterThanOrEqual(0);
    }
  });

  it('spreads SKUs over all three statuses', () => {
    const statuses = skus.flatMap((sku) => codes.map((code) => stockStatusFor(seededQuantity(sku, code))));
    expect(new Set(statuses)).toEqual(new Set(['IN', 'LTD', 'OUT']));
  });
});

describe('planStockLevels', () => {
  it('has one row per SKU and warehouse, duplicates ignored', () => {
    const rows = planStockLevels([...skus, skus[0]], codes, 'DEN');
    expect(rows).toHaveLength(skus.length * codes.length);
    expect(new Set(rows.map((r) => `${r.sku}@${r.warehouseCode}`)).size).toBe(rows.length);
  });

  it('keeps the hashed quantity where nothing needs forcing', () => {
    const rows = planStockLevels(skus, codes, 'DEN');
    const changed = rows.filter((r) => r.quantity !== seededQuantity(r.sku, r.warehouseCode));
    expect(changed.length).toBeLessThanOrEqual(2);
  });

  it('forces one sold-out and one limited SKU at the anchor, each in stock elsewhere', () => {
    // Two SKUs whose hash is in stock everywhere: the anchor must still show OUT and LTD.
    const allIn = skus.filter((sku) =>
      codes.every((code) => stockStatusFor(seededQuantity(sku, code)) === 'IN'),
    );
    const rows = planStockLevels(allIn.slice(0, 4), codes, 'DEN');
    const atAnchor = rows.filter((r) => r.warehouseCode === 'DEN');
    const out = atAnchor.find((r) => stockStatusFor(r.quantity) === 'OUT');
    const limited = atAnchor.find((r) => stockStatusFor(r.quantity) === 'LTD');
    expect(out?.sku).toBe(allIn[0]);
    expect(limited?.sku).toBe(allIn[1]);
    for (const sku of [allIn[0], allIn[1]]) {
      expect(
        rows.filter((r) => r.sku === sku && r.warehouseCode !== 'DEN').every((r) => r.quantity > 10),
      ).toBe(true);
    }
  });

  it('answers nothing for no SKUs', () => {
    expect(planStockLevels([], codes, 'DEN')).toEqual([]);
  });
});
