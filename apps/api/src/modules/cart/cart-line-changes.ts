import { clampQuantity, guestAddQuantity, isAutoshipLine, maxLineQuantity } from '@shop/cart';
import type { CartAttribute } from './cart.schema';
import { cartLineNotFound, CartRuleError } from './cart-errors';

/** Lines a cart may hold; with 10 items an order at most, more lines only ever make it unpayable. */
export const MAX_CART_LINES = 20;

/** A line of a cart while a change is planned (ids are row ids). */
export interface PlannedLine {
  id: string;
  variantId: string;
  sellingPlanId: string | null;
  quantity: number;
  attributes: CartAttribute[];
  position: number;
}

/** A line to add, its attributes already the line's final ones (weight included). */
export interface LineAdd {
  variantId: string;
  sellingPlanId: string | null;
  /** As requested; below 1 counts as 1 (SPEC §5), above the line's cap is capped. */
  quantity: number;
  attributes: CartAttribute[];
}

/** A change to a line; fields left undefined stay as they are. */
export interface LineUpdate {
  id: string;
  /** 0 removes the line (the add-to-cart dialog's remove, SPEC §4); below 0 counts as 1. */
  quantity?: number;
  /** null makes it a one-time line; a plan id an autoship line. */
  sellingPlanId?: string | null;
  /** The line's final attributes when given. */
  attributes?: CartAttribute[];
}

export interface CartWarning {
  code: 'QUANTITY_LIMITED';
  message: string;
  /** The row id of the line concerned. */
  lineId: string | null;
}

export interface LinePlan {
  lines: PlannedLine[];
  warnings: CartWarning[];
}

const keyOf = (line: { variantId: string; sellingPlanId: string | null }) =>
  `${line.variantId}|${line.sellingPlanId ?? ''}`;
const autoship = (line: { sellingPlanId: string | null }) => isAutoshipLine(line);

function limited(line: PlannedLine, requested: number): CartWarning {
  const cap = maxLineQuantity(autoship(line));
  return {
    code: 'QUANTITY_LIMITED',
    message: `At most ${cap} of an ${autoship(line) ? 'autoship' : 'one-time'} item per line: the line holds ${line.quantity}, not ${requested}`,
    lineId: line.id,
  };
}

/**
 * SPEC §3 add: a variant already in the cart on the same plan (or one-time) is merged into its
 * line, which never passes its cap (SPEC §5, guestAddQuantity's adjustment: it is the line's rule
 * whoever adds); a new variant and plan gets a new line at the end. Adding to a full line adds
 * nothing and says so. More than MAX_CART_LINES lines is refused (CART_LINE_LIMIT).
 */
export function addLines(
  current: readonly PlannedLine[],
  adds: readonly LineAdd[],
  newId: () => string,
): LinePlan {
  const lines = current.map((line) => ({ ...line }));
  const warnings: CartWarning[] = [];
  let nextPosition = Math.max(-1, ...lines.map((l) => l.position)) + 1;
  for (const add of adds) {
    const existing = lines.find((line) => keyOf(line) === keyOf(add));
    const wanted = clampQuantity(add.quantity, autoship(add));
    if (existing) {
      const added = guestAddQuantity(existing.quantity, add.quantity, autoship(add));
      existing.quantity += added;
      existing.attributes = add.attributes;
      if (added < wanted) warnings.push(limited(existing, existing.quantity - added + wanted));
      continue;
    }
    if (lines.length >= MAX_CART_LINES)
      throw new CartRuleError('CART_LINE_LIMIT', `A cart holds at most ${MAX_CART_LINES} lines`);
    const line: PlannedLine = {
      id: newId(),
      variantId: add.variantId,
      sellingPlanId: add.sellingPlanId,
      quantity: wanted,
      attributes: add.attributes,
      position: nextPosition++,
    };
    lines.push(line);
    if (Number.isFinite(add.quantity) && add.quantity > wanted) warnings.push(limited(line, add.quantity));
  }
  return { lines, warnings };
}

/**
 * SPEC §3 update: quantity (0 removes the line, otherwise clamped to the line's cap, SPEC §5),
 * selling plan (a line moved to autoship is clamped to 5, and merges into a line of the same
 * variant and plan if there is one) and attributes. An id that is not a line of this cart is 404
 * CART_LINE_NOT_FOUND; the same line twice in one request is refused.
 */
export function updateLines(current: readonly PlannedLine[], updates: readonly LineUpdate[]): LinePlan {
  const ids = updates.map((u) => u.id);
  if (new Set(ids).size !== ids.length)
    throw new CartRuleError('DUPLICATE_LINE', 'Each line may be changed once per request');
  let lines = current.map((line) => ({ ...line }));
  const warnings: CartWarning[] = [];
  for (const update of updates) {
    const line = lines.find((l) => l.id === update.id);
    if (!line) throw cartLineNotFound(update.id);
    if (update.sellingPlanId !== undefined) line.sellingPlanId = update.sellingPlanId;
    if (update.attributes !== undefined) line.attributes = update.attributes;
    if (update.quantity === 0) {
      lines = lines.filter((l) => l !== line);
      continue;
    }
    const requested = update.quantity ?? line.quantity;
    line.quantity = clampQuantity(requested, autoship(line));
    if (Number.isFinite(requested) && requested > line.quantity) warnings.push(limited(line, requested));
  }
  return { lines: mergeSameKey(lines, warnings), warnings };
}

/** SPEC §3 remove; an id that is not a line of this cart is 404 CART_LINE_NOT_FOUND. */
export function removeLines(current: readonly PlannedLine[], lineIds: readonly string[]): LinePlan {
  for (const id of lineIds) if (!current.some((l) => l.id === id)) throw cartLineNotFound(id);
  const gone = new Set(lineIds);
  return { lines: current.filter((l) => !gone.has(l.id)).map((l) => ({ ...l })), warnings: [] };
}

/** Two lines that came to share a variant and plan become one (the earlier), within its cap. */
function mergeSameKey(lines: PlannedLine[], warnings: CartWarning[]): PlannedLine[] {
  const byKey = new Map<string, PlannedLine>();
  const kept: PlannedLine[] = [];
  for (const line of [...lines].sort((a, b) => a.position - b.position)) {
    const first = byKey.get(keyOf(line));
    if (!first) {
      byKey.set(keyOf(line), line);
      kept.push(line);
      continue;
    }
    const total = first.quantity + line.quantity;
    first.quantity = clampQuantity(total, autoship(first));
    if (total > first.quantity) warnings.push(limited(first, total));
  }
  return kept;
}

/** What a plan changes in the rows: lines to write (new or changed) and line ids to delete. */
export interface LineDiff {
  upserted: PlannedLine[];
  deletedIds: string[];
}

export function diffLines(before: readonly PlannedLine[], after: readonly PlannedLine[]): LineDiff {
  const old = new Map(before.map((l) => [l.id, l]));
  const kept = new Set(after.map((l) => l.id));
  return {
    upserted: after.filter((line) => {
      const was = old.get(line.id);
      return (
        !was ||
        was.quantity !== line.quantity ||
        was.sellingPlanId !== line.sellingPlanId ||
        JSON.stringify(was.attributes) !== JSON.stringify(line.attributes)
      );
    }),
    deletedIds: before.filter((l) => !kept.has(l.id)).map((l) => l.id),
  };
}
