import type { CartVariant } from '../catalog';
import { cartLineGid } from './cart-ids';
import { lineAddsOf, lineRowId, lineUpdatesOf } from './cart-line-inputs';
import type { PlannedLine } from './cart-line-changes';

const VARIANT_ID = '6f1c1f8e-1111-4a4a-9a9a-000000000001';
const LINE_ID = '6f1c1f8e-2222-4a4a-9a9a-000000000002';
const PLAN = { id: 'gid://shop/SellingPlan/4', name: 'Every 4 weeks', frequencyDays: 28, frequency: 4 };

function variant(overrides: Partial<CartVariant> = {}): CartVariant {
  return {
    id: VARIANT_ID,
    adminGraphqlId: `gid://shop/ProductVariant/${VARIANT_ID}`,
    sku: 'SKU-1',
    title: '15 lb',
    variantUrl: '/products/dry?variant=1',
    selectedOptions: [],
    priceCents: 5499,
    compareAtPriceCents: null,
    weight: 15,
    weightUnit: 'lb',
    imageUrl: '/media/dry.png',
    available: true,
    product: { id: 'p1', handle: 'dry', title: 'Dry food', productType: 'Dry Food' },
    sellingPlans: [PLAN],
    ...overrides,
  };
}

const catalogue = (v: CartVariant) => new Map([[v.id, v]]);
const merchandiseId = `gid://shop/ProductVariant/${VARIANT_ID}`;

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

describe('lineAddsOf', () => {
  it('takes the variant, a plan its product offers, one unit by default and the weight attributes', () => {
    const [add] = lineAddsOf([{ merchandiseId, sellingPlanId: ` ${PLAN.id} ` }], catalogue(variant()), []);
    expect(add).toMatchObject({ variantId: VARIANT_ID, sellingPlanId: PLAN.id, quantity: 1 });
    expect(add.attributes).toEqual([
      { key: '_weightValue', value: '15' },
      { key: '_weightUnit', value: 'lbs' },
    ]);
  });

  it('is one-time without a plan, or with a blank one', () => {
    expect(
      lineAddsOf([{ merchandiseId, sellingPlanId: ' ' }], catalogue(variant()), [])[0].sellingPlanId,
    ).toBeNull();
  });

  it('refuses what the catalogue does not sell that way', () => {
    const other = `gid://shop/ProductVariant/6f1c1f8e-3333-4a4a-9a9a-000000000003`;
    expect(codeOf(() => lineAddsOf([{ merchandiseId: other }], catalogue(variant()), []))).toBe(
      'UNKNOWN_VARIANT',
    );
    expect(codeOf(() => lineAddsOf([{ merchandiseId }], catalogue(variant({ available: false })), []))).toBe(
      'VARIANT_UNAVAILABLE',
    );
    expect(
      codeOf(() =>
        lineAddsOf([{ merchandiseId, sellingPlanId: 'gid://shop/SellingPlan/9' }], catalogue(variant()), []),
      ),
    ).toBe('SELLING_PLAN_NOT_OFFERED');
  });
});

describe('lineUpdatesOf', () => {
  const line: PlannedLine = {
    id: LINE_ID,
    variantId: VARIANT_ID,
    sellingPlanId: null,
    quantity: 2,
    attributes: [],
    position: 0,
  };

  it('checks a new plan as on add and leaves unsent fields alone', () => {
    const update = { id: cartLineGid(LINE_ID), quantity: 3, sellingPlanId: PLAN.id };
    expect(lineUpdatesOf([update], [line], catalogue(variant()))).toEqual([
      { id: LINE_ID, quantity: 3, sellingPlanId: PLAN.id, attributes: undefined },
    ]);
    expect(
      codeOf(() =>
        lineUpdatesOf(
          [{ ...update, sellingPlanId: 'nope' }],
          [line],
          catalogue(variant({ sellingPlans: [] })),
        ),
      ),
    ).toBe('SELLING_PLAN_NOT_OFFERED');
  });

  it('passes an unknown line on for updateLines to refuse', () => {
    expect(lineUpdatesOf([{ id: 'junk', quantity: 1 }], [line], catalogue(variant()))).toEqual([
      { id: 'junk', quantity: 1 },
    ]);
    expect(lineRowId(cartLineGid(LINE_ID))).toBe(LINE_ID);
  });
});
