import type { CartVariant } from '../catalog';
import type { PlannedLine } from './cart-line-changes';
import type { PricedLine } from './cart.mapper';
import type { CartLineRow } from './cart.schema';

/** Stored line rows as a write plans on them. */
export function plannedLines(rows: readonly CartLineRow[]): PlannedLine[] {
  return rows.map((row) => ({
    id: row.id,
    variantId: row.variantId,
    sellingPlanId: row.sellingPlanId,
    quantity: row.quantity,
    attributes: row.attributes,
    position: row.position,
  }));
}

/** The lines with their catalogue variant; a line whose variant left the catalogue is left out. */
export function pricedLines(
  lines: readonly PlannedLine[],
  variants: ReadonlyMap<string, CartVariant>,
): PricedLine[] {
  return lines.flatMap((line) => {
    const variant = variants.get(line.variantId);
    return variant ? [{ line, variant }] : [];
  });
}
