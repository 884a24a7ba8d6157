import { randomUUID } from 'node:crypto';
import { priceCart } from '@shop/cart';
import { type CartCaller, CartService } from '../src/modules/cart';
import { subscriptions } from '../src/modules/subscriptions/testing';
import { SubscriptionsService } from '../src/modules/subscriptions';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { postAs, signInStaff, signUpConsumer, type SignedInCustomer } from './support/account-sessions';
import {
  cartCall,
  ELIGIBLE_HANDLE,
  firstPlanOf,
  newCart,
  variantsOf,
  type SeededVariant,
} from './support/carts';
import { startTestApp, type TestApp } from './support/test-app';

/** The checkout flow's side of the cart (issue 13 contract 2), driven as the flow will: inside a transaction. */
describe('CartService for checkout: loadForCheckout and markCompleted', () => {
  let t: TestApp;
  let db: Database;
  let carts: CartService;
  let dry: SeededVariant[];
  let plan: string;
  let ann: SignedInCustomer;
  const asCaller = (
    who: SignedInCustomer | null,
    site: 'DTC' | 'HPSF' = 'DTC',
    pdEligible = false,
  ): CartCaller => ({
    site,
    customerId: who?.customerId ?? null,
    pdEligible,
  });
  const load = (cartId: string, caller: CartCaller) =>
    db.transaction((tx) => carts.loadForCheckout(tx as unknown as Database, cartId, caller));
  const codeOf = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      return (error as { code?: string }).code;
    }
    return 'no error';
  };
  const subscriptionFor = (customerId: string, cancelled = false) => ({
    contractId: `contract-${randomUUID()}`,
    customerId,
    site: 'DTC' as const,
    productId: randomUUID(),
    variantId: randomUUID(),
    sku: dry[0].sku,
    quantity: 1,
    frequencyDays: 28,
    startDate: '2025-01-01',
    nextOrderDate: '2025-01-29',
    shipTo: { address1: '1 Main St', city: 'Aurora', provinceCode: 'CO', zip: '80011', countryCode: 'US' },
    paymentReference: 'pm_test',
    status: cancelled ? ('cancelled' as const) : ('active' as const),
    cancelled,
    orderId: randomUUID(),
  });

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Database>(DATABASE);
    carts = t.app.get(CartService);
    dry = await variantsOf(t, ELIGIBLE_HANDLE);
    plan = await firstPlanOf(t, dry[0].sku);
    ann = await signUpConsumer(t, 'checkout-ann');
  });
  afterAll(() => t.close());

  it('re-prices the cart from the catalogue into the contract lines and totals', async () => {
    const { id } = await newCart(t, ann, [
      { merchandiseId: dry[0].merchandiseId, quantity: 2, sellingPlanId: plan },
      { merchandiseId: dry[1].merchandiseId, quantity: 1 },
    ]);
    await cartCall(t, ann, 'update-cart-note', { cartId: id, note: 'Ring twice' }).expect(200);
    await cartCall(t, ann, 'update-cart-discount-codes', { cartId: id, codes: ['AUTO35'] }).expect(200);
    const cart = await load(id, asCaller(ann));
    expect(cart).toMatchObject({
      id,
      site: 'DTC',
      customerId: ann.customerId,
      email: ann.email,
      note: 'Ring twice',
      orderType: 'firstPurchaseSubscription',
      discountCodes: [{ code: 'AUTO35', applicable: true }],
    });
    expect(cart.attributes).toContainEqual({ key: 'salesOrderType', value: 'ZDTC' });
    const [autoship, oneTime] = cart.lines;
    expect(autoship).toMatchObject({
      variantId: dry[0].merchandiseId.split('/').pop(),
      sku: dry[0].sku,
      productType: 'Dry Food',
      quantity: 2,
      sellingPlanId: plan,
      frequencyDays: expect.any(Number),
      weight: dry[0].weight,
      weightUnit: 'lb',
      unitPriceCents: dry[0].priceCents,
      lineSubtotalCents: 2 * dry[0].priceCents,
    });
    expect(oneTime).toMatchObject({ sellingPlanId: null, frequencyDays: null, discountCents: 0 });
    for (const line of cart.lines)
      expect(line.lineTotalCents).toBe(line.lineSubtotalCents - line.discountCents);
    const expected = priceCart({
      lines: [
        { unitPriceCents: dry[0].priceCents, quantity: 2, sellingPlanId: plan, productType: 'Dry Food' },
        { unitPriceCents: dry[1].priceCents, quantity: 1, productType: 'Dry Food' },
      ],
      programDiscountPercent: 10,
      pdEligible: false,
      discountCodes: ['AUTO35'],
      signedIn: true,
      existingSubscriptionCount: 0,
      excludedProductType: 'Donation',
    });
    expect(cart.totals).toEqual(expected.totals);
    expect(cart.totals.cartSubtotalCents).toBe(cart.lines.reduce((s, l) => s + l.lineTotalCents, 0));
  });

  it('gives PD-eligible staff their program discount at checkout too', async () => {
    const staff = await signInStaff(t, { sapAccountGroup: 'ZVET' });
    const { id } = await newCart(t, staff, [{ merchandiseId: dry[0].merchandiseId, quantity: 1 }]);
    const cart = await load(id, asCaller(staff, 'HPSF', true));
    expect(cart.totals.programDiscountCents).toBe(Math.floor((dry[0].priceCents * 10 + 50) / 100));
  });

  it('refuses a cart without lines (409 CART_EMPTY) and one over 10 items (409 CART_OVER_LIMIT)', async () => {
    const empty = await newCart(t, null, []);
    expect(await codeOf(load(empty.id, asCaller(null)))).toBe('CART_EMPTY');
    const over = await newCart(t, null, [
      { merchandiseId: dry[0].merchandiseId, quantity: 10 },
      { merchandiseId: dry[1].merchandiseId, quantity: 1 },
    ]);
    expect(await codeOf(load(over.id, asCaller(null)))).toBe('CART_OVER_LIMIT');
    const exactly = await newCart(t, null, [
      { merchandiseId: dry[0].merchandiseId, quantity: 9 },
      { merchandiseId: dry[1].merchandiseId, quantity: 1 },
    ]);
    expect((await load(exactly.id, asCaller(null))).lines).toHaveLength(2);
  });

  it("answers CART_NOT_FOUND for another customer's, another site's or an unknown cart", async () => {
    const bob = await signUpConsumer(t, 'checkout-bob');
    const { id } = await newCart(t, ann, [{ merchandiseId: dry[0].merchandiseId }]);
    expect(await codeOf(load(id, asCaller(bob)))).toBe('CART_NOT_FOUND');
    expect(await codeOf(load(id, asCaller(null)))).toBe('CART_NOT_FOUND');
    expect(await codeOf(load(id, { site: 'HPSF', customerId: ann.customerId, pdEligible: false }))).toBe(
      'CART_NOT_FOUND',
    );
    expect(await codeOf(load('gid://shop/Cart/AAAAAAAAAAAAAAAAAAAAAA', asCaller(ann)))).toBe(
      'CART_NOT_FOUND',
    );
  });

  it('completes a cart: the cart calls and checkout no longer reach it, and it stops being the persisted cart', async () => {
    const { id } = await newCart(t, ann, [{ merchandiseId: dry[0].merchandiseId }]);
    const persisted = async () =>
      (await postAs(t, ann, '/api/ecom/v1.0/get-shopify-customer').expect(200)).body.persistedCartMetafield
        ?.value ?? null;
    expect(await persisted()).toBe(id);
    await db.transaction((tx) => carts.markCompleted(tx as unknown as Database, id));
    expect(await persisted()).toBeNull();
    for (const [call, body] of [
      ['get-cart', { cartId: id }],
      ['add-cart-line-items', { cartId: id, lineItems: [{ merchandiseId: dry[1].merchandiseId }] }],
      ['update-cart-note', { cartId: id, note: 'late' }],
    ] as const) {
      const res = await cartCall(t, ann, call, body);
      expect([call, res.status, res.body.code]).toEqual([call, 404, 'CART_NOT_FOUND']);
    }
    expect(await codeOf(load(id, asCaller(ann)))).toBe('CART_NOT_FOUND');
    expect(await codeOf(db.transaction((tx) => carts.markCompleted(tx as unknown as Database, id)))).toBe(
      'CART_NOT_FOUND',
    );
  });

  it('leaves the cart active when the order transaction rolls back', async () => {
    const { id } = await newCart(t, null, [{ merchandiseId: dry[0].merchandiseId }]);
    await expect(
      db.transaction(async (tx) => {
        await carts.markCompleted(tx as unknown as Database, id);
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    await cartCall(t, null, 'get-cart', { cartId: id }).expect(200);
  });

  describe('SubscriptionsService.hasEverSubscribed (contract 4)', () => {
    it('is false without subscriptions and true with one, cancelled ones included, per customer', async () => {
      const service = t.app.get(SubscriptionsService);
      const [never, active, cancelled] = [randomUUID(), randomUUID(), randomUUID()];
      await db.insert(subscriptions).values([subscriptionFor(active), subscriptionFor(cancelled, true)]);
      expect(await service.hasEverSubscribed(never)).toBe(false);
      expect(await service.hasEverSubscribed(active)).toBe(true);
      expect(await service.hasEverSubscribed(cancelled)).toBe(true);
      expect(
        await db.transaction((tx) => service.hasEverSubscribed(cancelled, tx as unknown as Database)),
      ).toBe(true);
    });
  });
});
