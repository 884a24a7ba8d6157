/**
 * The cart's line rules against a model (issue 13 'a property test of the cart against a model'):
 * any sequence of add, update (quantity or plan) and remove keeps every SPEC §5 limit and the
 * model's lines and totals. fast-check generates the sequences and shrinks a failure to the
 * shortest sequence that breaks a rule (its report names the seed to replay).
 */
import fc from 'fast-check';
import { autoshipPrice } from '@shop/catalog';
import { isCartOverLimit, MAX_ITEMS_PER_ORDER, priceCart } from '@shop/cart';
import { addLines, MAX_CART_LINES, removeLines, updateLines, type PlannedLine } from './cart-line-changes';

const SEQUENCES = 400;
const STEPS = 40;
const VARIANTS = ['v1', 'v2', 'v3', 'v4', 'v5', 'v6'];
const PRICES: Record<string, number> = { v1: 2199, v2: 1210, v3: 899, v4: 5999, v5: 1, v6: 10_999 };
const PLANS = [null, 'gid://shop/SellingPlan/2', 'gid://shop/SellingPlan/4'];

/** The model: what the cart must hold, written from SPEC §3/§5 directly (no shared code). */
interface ModelLine {
  variantId: string;
  plan: string | null;
  quantity: number;
}
const capOf = (plan: string | null) => (plan ? 5 : 10);
const asked = (q: number, plan: string | null) => (q < 1 ? 1 : Math.min(Math.floor(q), capOf(plan)));
const sameKey = (a: ModelLine, variantId: string, plan: string | null) =>
  a.variantId === variantId && a.plan === plan;

type Op =
  | { kind: 'add'; variantId: string; plan: string | null; quantity: number }
  | { kind: 'quantity'; index: number; quantity: number }
  | { kind: 'plan'; index: number; plan: string | null }
  | { kind: 'remove'; index: number };

const quantityArb = fc.integer({ min: -2, max: 15 });
const indexArb = fc.nat({ max: 7 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      variantId: fc.constantFrom(...VARIANTS),
      plan: fc.constantFrom(...PLANS),
      quantity: quantityArb,
    }),
    weight: 2,
  },
  fc.record({ kind: fc.constant('quantity' as const), index: indexArb, quantity: quantityArb }),
  fc.record({ kind: fc.constant('plan' as const), index: indexArb, plan: fc.constantFrom(...PLANS) }),
  fc.record({ kind: fc.constant('remove' as const), index: indexArb }),
);

/** Applies an op to the model; false when the cart must refuse it (a line past MAX_CART_LINES). */
function applyToModel(model: ModelLine[], op: Op): boolean {
  if (op.kind === 'add') {
    const existing = model.find((l) => sameKey(l, op.variantId, op.plan));
    if (existing)
      existing.quantity = Math.min(existing.quantity + asked(op.quantity, op.plan), capOf(op.plan));
    else if (model.length >= MAX_CART_LINES) return false;
    else model.push({ variantId: op.variantId, plan: op.plan, quantity: asked(op.quantity, op.plan) });
    return true;
  }
  const target = model[op.index % model.length];
  if (op.kind === 'remove' || (op.kind === 'quantity' && op.quantity === 0)) {
    model.splice(model.indexOf(target), 1);
    return true;
  }
  if (op.kind === 'quantity') {
    target.quantity = asked(op.quantity, target.plan);
    return true;
  }
  target.plan = op.plan;
  target.quantity = Math.min(target.quantity, capOf(op.plan));
  const twins = model.filter((l) => sameKey(l, target.variantId, target.plan));
  if (twins.length > 1) {
    // The earlier line absorbs the later one, within its cap.
    twins[0].quantity = Math.min(twins[0].quantity + twins[1].quantity, capOf(op.plan));
    model.splice(model.indexOf(twins[1]), 1);
  }
  return true;
}

function applyToCart(lines: PlannedLine[], op: Op, newId: () => string): PlannedLine[] {
  if (op.kind === 'add')
    return addLines(
      lines,
      [{ variantId: op.variantId, sellingPlanId: op.plan, quantity: op.quantity, attributes: [] }],
      newId,
    ).lines;
  const target = lines[op.index % lines.length];
  if (op.kind === 'remove') return removeLines(lines, [target.id]).lines;
  if (op.kind === 'quantity') return updateLines(lines, [{ id: target.id, quantity: op.quantity }]).lines;
  return updateLines(lines, [{ id: target.id, sellingPlanId: op.plan }]).lines;
}

describe('cart lines against a model (property)', () => {
  it(`keeps every limit and the model's lines and totals over ${SEQUENCES} sequences of up to ${STEPS} changes`, () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: STEPS }), (ops) => {
        let ids = 0;
        const newId = () => `line-${++ids}`;
        let lines: PlannedLine[] = [];
        const model: ModelLine[] = [];
        for (const [step, op] of ops.entries()) {
          if (op.kind !== 'add' && model.length === 0) continue;
          const where = `step ${step}: ${JSON.stringify(op)}`;
          const allowed = applyToModel(model, op);
          if (!allowed) {
            expect(() => applyToCart(lines, op, newId)).toThrow(
              expect.objectContaining({ code: 'CART_LINE_LIMIT' }),
            );
            continue;
          }
          lines = applyToCart(lines, op, newId);
          expectLimitsAndModel(where, lines, model);
        }
      }),
      { numRuns: SEQUENCES },
    );
  });
});

/** Every limit of SPEC §5, and the model's lines (in its order) and totals. */
function expectLimitsAndModel(where: string, lines: PlannedLine[], model: ModelLine[]): void {
  const keys = lines.map((l) => `${l.variantId}|${l.sellingPlanId}`);
  expect({ where, unique: new Set(keys).size }).toEqual({ where, unique: keys.length });
  expect(lines.length).toBeLessThanOrEqual(MAX_CART_LINES);
  for (const l of lines) {
    expect(l.quantity).toBeGreaterThanOrEqual(1);
    expect(l.quantity).toBeLessThanOrEqual(l.sellingPlanId ? 5 : 10);
    expect(Number.isInteger(l.quantity)).toBe(true);
  }
  expect({ where, lines: lines.map((l) => [l.variantId, l.sellingPlanId, l.quantity]) }).toEqual({
    where,
    lines: model.map((l) => [l.variantId, l.plan, l.quantity]),
  });
  const priced = priceCart({
    lines: lines.map((l) => ({
      unitPriceCents: PRICES[l.variantId],
      quantity: l.quantity,
      sellingPlanId: l.sellingPlanId,
      productType: 'Dry Food',
    })),
    programDiscountPercent: 0,
    pdEligible: false,
    discountCodes: [],
    signedIn: false,
    existingSubscriptionCount: 0,
  });
  const total = model.reduce((s, l) => s + l.quantity, 0);
  expect(priced.totals.subtotalBeforeSavingsCents).toBe(
    model.reduce((s, l) => s + PRICES[l.variantId] * l.quantity, 0),
  );
  expect(priced.totals.autoshipSavingsCents).toBe(
    model.reduce(
      (s, l) =>
        s +
        (l.plan
          ? l.quantity * (PRICES[l.variantId] - Math.round(autoshipPrice(PRICES[l.variantId] / 100) * 100))
          : 0),
      0,
    ),
  );
  expect(isCartOverLimit(lines.reduce((s, l) => s + l.quantity, 0))).toBe(total > MAX_ITEMS_PER_ORDER);
}
