/**
 * The cart over HTTP against a model (issue 13): random sequences of add, update and remove on
 * one-time and autoship lines, each answer compared with what SPEC §3/§5 say the cart holds.
 * Sequences are seeded (CART_MODEL_SEED); the bulk of the sequences run against the pure line rules
 * in src/modules/cart/cart-line-changes.property.spec.ts, this run proves the stored cart follows them.
 */
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

const SEED = Number(process.env.CART_MODEL_SEED ?? 13);
const SEQUENCES = 3;
const STEPS = 25;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = a;
    r = Math.imul(r ^ (r >>> 15), r | 1);
    r ^= r + Math.imul(r ^ (r >>> 7), r | 61);
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

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
    const next = mulberry32(SEED);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
    const cap = (plan: string | null) => (plan ? 5 : 10);
    for (let sequence = 0; sequence < SEQUENCES; sequence += 1) {
      const first = { variant: pick(variants), plan: pick(plans), quantity: 1 + Math.floor(next() * 5) };
      const { id } = await newCart(t, null, [
        { merchandiseId: first.variant.merchandiseId, quantity: first.quantity, sellingPlanId: first.plan },
      ]);
      let model: ModelLine[] = [first];
      let answer = (await cartCall(t, null, 'get-cart', { cartId: id }).expect(200)).body;
      for (let step = 0; step < STEPS && model.length > 0; step += 1) {
        const kind = pick(['add', 'add', 'quantity', 'remove'] as const);
        const quantity = Math.floor(next() * 14) - 1; // -1 .. 12
        if (kind === 'add') {
          const variant = pick(variants);
          const plan = pick(plans);
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
          const index = Math.floor(next() * model.length);
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
        const where = `seed ${SEED}, sequence ${sequence}, step ${step}`;
        const lines = answer.lineItems as {
          quantity: number;
          variant: { sku: string };
          sellingPlanAllocation: { sellingPlan: { id: string } } | null;
        }[];
        expect({
          where,
          lines: lines.map((l) => [
            l.variant.sku,
            l.sellingPlanAllocation?.sellingPlan.id ?? null,
            l.quantity,
          ]),
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
                ? l.quantity *
                  (l.variant.priceCents - Math.round(autoshipPrice(l.variant.priceCents / 100) * 100))
                : 0),
            0,
          ),
        );
      }
      // What the answers said is what is stored.
      if (model.length > 0) {
        const stored = (await cartCall(t, null, 'get-cart', { cartId: id }).expect(200)).body;
        expect(stored.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual(
          model.map((l) => l.quantity),
        );
      } else await cartCall(t, null, 'get-cart', { cartId: id }).expect(404);
    }
  });
});
