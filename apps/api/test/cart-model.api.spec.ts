/**
 * The cart over HTTP against a model (issue 13): random sequences of add, update and remove on
 * one-time and autoship lines, each answer compared with what SPEC §3/§5 say the cart holds.
 * fast-check makes the sequences; the bulk of them run against the pure line rules in
 * src/modules/cart/cart-line-changes.property.spec.ts, this run proves the stored cart follows them.
 */
import fc from 'fast-check';
import { autoshipPrice } from '@shop/catalog';
import {
  cartCall,
  ELIGIBLE_HANDLE,
  firstPlanOf,
  newCart,
  variantsOf,
  type SeededVariant,
} from './support/carts';
import { startTestApp, type TestApp } from './support/test-app';

const SEQUENCES = 3;
const STEPS = 25;

/** One call of a sequence; indexes pick among the variants, the plans and the cart's lines. */
const stepArb = fc.record({
  kind: fc.constantFrom('add', 'add', 'quantity', 'remove'),
  variant: fc.nat({ max: 2 }),
  plan: fc.nat({ max: 1 }),
  line: fc.nat({ max: 20 }),
  quantity: fc.integer({ min: -1, max: 12 }),
});
const sequenceArb = fc.record({
  first: fc.record({
    variant: fc.nat({ max: 2 }),
    plan: fc.nat({ max: 1 }),
    quantity: fc.integer({ min: 1, max: 5 }),
  }),
  steps: fc.array(stepArb, { minLength: STEPS, maxLength: STEPS }),
});

interface ModelLine {
  variant: SeededVariant;
  plan: string | null;
  quantity: number;
}

describe('the stored cart against a model, over HTTP', () => {
  let t: TestApp;
  let variants: SeededVariant[];
  let plans: (string | null)[];
  beforeAll(async () => {
    t = await startTestApp();
    variants = (await variantsOf(t, ELIGIBLE_HANDLE)).slice(0, 3);
    plans = [null, await firstPlanOf(t, variants[0].sku)];
  });
  afterAll(() => t.close());

  it(`keeps the limits and the model's lines and totals over ${SEQUENCES} sequences of ${STEPS} calls`, async () => {
    const cap = (plan: string | null) => (plan ? 5 : 10);
    await fc.assert(
      fc.asyncProperty(sequenceArb, async ({ first: start, steps }) => {
        const first = { variant: variants[start.variant], plan: plans[start.plan], quantity: start.quantity };
        const { id } = await newCart(t, null, [
          { merchandiseId: first.variant.merchandiseId, quantity: first.quantity, sellingPlanId: first.plan },
        ]);
        let model: ModelLine[] = [first];
        let answer = (await cartCall(t, null, 'get-cart', { cartId: id }).expect(200)).body;
        for (const [step, change] of steps.entries()) {
          if (model.length === 0) break;
          const { kind, quantity } = change;
          if (kind === 'add') {
            const variant = variants[change.variant];
            const plan = plans[change.plan];
            const res = await cartCall(t, null, 'add-cart-line-items', {
              cartId: id,
              lineItems: [{ merchandiseId: variant.merchandiseId, quantity, sellingPlanId: plan }],
            }).expect(200);
            const wanted = quantity < 1 ? 1 : Math.min(quantity, cap(plan));
            const existing = model.find((l) => l.variant === variant && l.plan === plan);
            if (existing) existing.quantity = Math.min(existing.quantity + wanted, cap(plan));
            else model.push({ variant, plan, quantity: wanted });
            answer = res.body;
          } else {
            const index = change.line % model.length;
            const lineId = answer.lineItems[index].id;
            const res =
              kind === 'remove'
                ? await cartCall(t, null, 'remove-cart-line-items', { cartId: id, lineItemIds: [lineId] })
                : await cartCall(t, null, 'update-cart-line-items', {
                    cartId: id,
                    lineItems: [{ id: lineId, quantity }],
                  });
            expect(res.status).toBe(200);
            if (kind === 'remove' || quantity === 0) model = model.filter((_, i) => i !== index);
            else model[index].quantity = quantity < 1 ? 1 : Math.min(quantity, cap(model[index].plan));
            answer = res.body;
          }
          expectModel(`step ${step}`, answer, model);
        }
        // What the answers said is what is stored.
        if (model.length > 0) {
          const stored = (await cartCall(t, null, 'get-cart', { cartId: id }).expect(200)).body;
          expect(stored.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual(
            model.map((l) => l.quantity),
          );
        } else await cartCall(t, null, 'get-cart', { cartId: id }).expect(404);
      }),
      { numRuns: SEQUENCES },
    );
  });
});

/** What the model checks of a cart call's JSON answer. */
interface CartAnswer {
  totalQuantity: number;
  overLimit: boolean;
  deleted: boolean;
  cost: { cents: { subtotalBeforeSavingsCents: number; autoshipSavingsCents: number } };
  lineItems: {
    quantity: number;
    variant: { sku: string };
    sellingPlanAllocation: { sellingPlan: { id: string } } | null;
  }[];
}

/** The cart's answer holds the model's lines, in order, and its totals and limits. */
function expectModel(where: string, answer: CartAnswer, model: ModelLine[]): void {
  const lines = answer.lineItems;
  expect({
    where,
    lines: lines.map((l) => [l.variant.sku, l.sellingPlanAllocation?.sellingPlan.id ?? null, l.quantity]),
  }).toEqual({
    where,
    lines: model.map((l) => [l.variant.sku, l.plan, l.quantity]),
  });
  const total = model.reduce((s, l) => s + l.quantity, 0);
  expect(answer.totalQuantity).toBe(total);
  expect(answer.overLimit).toBe(total > 10);
  expect(answer.deleted).toBe(model.length === 0);
  const cents = answer.cost.cents;
  expect(cents.subtotalBeforeSavingsCents).toBe(
    model.reduce((s, l) => s + l.variant.priceCents * l.quantity, 0),
  );
  expect(cents.autoshipSavingsCents).toBe(
    model.reduce(
      (s, l) =>
        s +
        (l.plan
          ? l.quantity * (l.variant.priceCents - Math.round(autoshipPrice(l.variant.priceCents / 100) * 100))
          : 0),
      0,
    ),
  );
}
