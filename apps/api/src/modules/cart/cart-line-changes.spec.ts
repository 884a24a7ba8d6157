import {
  addLines,
  diffLines,
  MAX_CART_LINES,
  removeLines,
  updateLines,
  type PlannedLine,
} from './cart-line-changes';

const PLAN = 'gid://shop/SellingPlan/4';
const OTHER_PLAN = 'gid://shop/SellingPlan/8';
let counter = 0;
const newId = () => `line-${++counter}`;
const line = (over: Partial<PlannedLine> = {}): PlannedLine => ({
  id: newId(),
  variantId: 'v1',
  sellingPlanId: null,
  quantity: 1,
  attributes: [],
  position: 0,
  ...over,
});
const add = (variantId: string, quantity: number, sellingPlanId: string | null = null) => ({
  variantId,
  quantity,
  sellingPlanId,
  attributes: [{ key: '_weightUnit', value: 'lbs' }],
});

describe('addLines (SPEC §3 add, §5 limits)', () => {
  it('adds a new line at the end with the quantity asked', () => {
    const { lines, warnings } = addLines([line({ position: 3 })], [add('v2', 2)], newId);
    expect(lines[1]).toMatchObject({ variantId: 'v2', quantity: 2, sellingPlanId: null, position: 4 });
    expect(warnings).toEqual([]);
  });

  it.each([
    [0, 1],
    [-4, 1],
    [Number.NaN, 1],
    [1, 1],
    [10, 10],
  ])('makes a one-time request of %p a line of %p', (requested, expected) => {
    expect(addLines([], [add('v1', requested)], newId).lines[0].quantity).toBe(expected);
  });

  it.each([
    [false, 11, 10],
    [true, 5, 5],
    [true, 6, 5],
  ])(
    'caps a new line (autoship %p) of %p at %p and says so past the cap',
    (isAutoship, requested, expected) => {
      const plan = addLines([], [add('v1', requested, isAutoship ? PLAN : null)], newId);
      expect(plan.lines[0].quantity).toBe(expected);
      expect(plan.warnings.length).toBe(requested > expected ? 1 : 0);
    },
  );

  it('merges the same variant and plan into its line within the cap (guestAddQuantity)', () => {
    const existing = line({ quantity: 8 });
    const plan = addLines([existing], [add('v1', 5)], newId);
    expect(plan.lines).toHaveLength(1);
    expect(plan.lines[0]).toMatchObject({ id: existing.id, quantity: 10 });
    expect(plan.warnings).toEqual([
      expect.objectContaining({ code: 'QUANTITY_LIMITED', lineId: existing.id }),
    ]);
    expect(existing.quantity).toBe(8); // the input is not changed
  });

  it('adds nothing to a full autoship line (5) and warns', () => {
    const existing = line({ quantity: 5, sellingPlanId: PLAN });
    const plan = addLines([existing], [add('v1', 1, PLAN)], newId);
    expect(plan.lines[0].quantity).toBe(5);
    expect(plan.warnings).toHaveLength(1);
  });

  it('keeps one-time and autoship lines of a variant apart, and plans apart', () => {
    const plan = addLines([line()], [add('v1', 1, PLAN), add('v1', 1, OTHER_PLAN), add('v1', 2)], newId);
    expect(plan.lines.map((l) => [l.sellingPlanId, l.quantity])).toEqual([
      [null, 3],
      [PLAN, 1],
      [OTHER_PLAN, 1],
    ]);
  });

  it(`refuses the ${MAX_CART_LINES + 1}th line but merges into existing ones`, () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => line({ variantId: `v${i}`, position: i }));
    expect(() => addLines(full, [add('new', 1)], newId)).toThrow(
      expect.objectContaining({ code: 'CART_LINE_LIMIT' }),
    );
    expect(addLines(full, [add('v0', 1)], newId).lines).toHaveLength(MAX_CART_LINES);
  });
});

describe('updateLines', () => {
  it('sets the quantity, clamped to the line cap', () => {
    const a = line({ quantity: 2 });
    expect(updateLines([a], [{ id: a.id, quantity: 7 }]).lines[0].quantity).toBe(7);
    const capped = updateLines([a], [{ id: a.id, quantity: 11 }]);
    expect(capped.lines[0].quantity).toBe(10);
    expect(capped.warnings).toHaveLength(1);
    expect(updateLines([a], [{ id: a.id, quantity: -2 }]).lines[0].quantity).toBe(1);
  });

  it('removes a line set to 0 (the dialog remove)', () => {
    const a = line();
    const b = line({ variantId: 'v2', position: 1 });
    expect(updateLines([a, b], [{ id: a.id, quantity: 0 }]).lines.map((l) => l.id)).toEqual([b.id]);
  });

  it('moves a line to autoship within 5, and back to one-time', () => {
    const a = line({ quantity: 8 });
    const moved = updateLines([a], [{ id: a.id, sellingPlanId: PLAN }]);
    expect(moved.lines[0]).toMatchObject({ sellingPlanId: PLAN, quantity: 5 });
    expect(moved.warnings).toHaveLength(1);
    expect(updateLines(moved.lines, [{ id: a.id, sellingPlanId: null }]).lines[0].sellingPlanId).toBeNull();
  });

  it('merges a line moved onto the plan of another line of its variant', () => {
    const oneTime = line({ quantity: 3, position: 0 });
    const onPlan = line({ quantity: 1, sellingPlanId: PLAN, position: 1 });
    const plan = updateLines([oneTime, onPlan], [{ id: onPlan.id, sellingPlanId: null }]);
    expect(plan.lines).toEqual([
      expect.objectContaining({ id: oneTime.id, quantity: 4, sellingPlanId: null }),
    ]);
  });

  it('refuses an unknown line and the same line twice', () => {
    const a = line();
    expect(() => updateLines([a], [{ id: 'nope', quantity: 1 }])).toThrow(
      expect.objectContaining({ code: 'CART_LINE_NOT_FOUND' }),
    );
    expect(() => updateLines([a], [{ id: a.id }, { id: a.id }])).toThrow(
      expect.objectContaining({ code: 'DUPLICATE_LINE' }),
    );
  });
});

describe('removeLines and diffLines', () => {
  it('removes the lines named, refusing unknown ones', () => {
    const a = line();
    const b = line({ variantId: 'v2' });
    expect(removeLines([a, b], [a.id]).lines.map((l) => l.id)).toEqual([b.id]);
    expect(() => removeLines([a], ['nope'])).toThrow(
      expect.objectContaining({ code: 'CART_LINE_NOT_FOUND' }),
    );
  });

  it('writes only new or changed lines and deletes the ones gone', () => {
    const a = line();
    const b = line({ variantId: 'v2' });
    const c = line({ variantId: 'v3' });
    const after = [{ ...a }, { ...b, quantity: 2 }, line({ variantId: 'v4' })];
    const diff = diffLines([a, b, c], after);
    expect(diff.upserted.map((l) => l.variantId)).toEqual(['v2', 'v4']);
    expect(diff.deletedIds).toEqual([c.id]);
  });
});
