import { randomUUID } from 'node:crypto';
import { autoshipPrice } from '@shop/catalog';
import { subscriptions } from '../src/modules/subscriptions/testing';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { postAs, signInStaff, signUpConsumer, type SignedInCustomer } from './support/account-sessions';
import {
  cartCall,
  ELIGIBLE_HANDLE,
  firstPlanOf,
  newCart,
  ONE_TIME_ONLY_HANDLE,
  variantsOf,
  type SeededVariant,
} from './support/carts';
import { startTestApp, type TestApp } from './support/test-app';

const autoshipUnit = (cents: number) => Math.round(autoshipPrice(cents / 100) * 100);
const attribute = (body: { attributes: { key: string; value: string }[] }, key: string) =>
  body.attributes.find((a) => a.key === key)?.value;

describe('cart calls (SPEC §3, §4, §5, §7 Cart)', () => {
  let t: TestApp;
  let dry: SeededVariant[];
  let treat: SeededVariant;
  let plan: string;

  beforeAll(async () => {
    t = await startTestApp();
    dry = await variantsOf(t, ELIGIBLE_HANDLE);
    [treat] = await variantsOf(t, ONE_TIME_ONLY_HANDLE);
    plan = await firstPlanOf(t, dry[0].sku);
  });
  afterAll(() => t.close());

  const line = (v: SeededVariant, quantity?: number, sellingPlanId?: string | null) => ({
    merchandiseId: v.merchandiseId,
    ...(quantity === undefined ? {} : { quantity }),
    ...(sellingPlanId === undefined ? {} : { sellingPlanId }),
  });

  describe('a guest', () => {
    it('creates a cart with an unguessable id, answering the full cart of SPEC §3', async () => {
      const { id, res } = await newCart(t, null, [line(dry[0], 2)]);
      expect(id).toMatch(/^gid:\/\/shop\/Cart\/[A-Za-z0-9_-]{22}$/);
      const body = res.body;
      expect(body.totalQuantity).toBe(2);
      expect(body.buyerIdentity).toEqual({ email: null, phone: null, countryCode: null, customer: null });
      const [item] = body.lineItems;
      expect(item.id).toMatch(/^gid:\/\/shop\/CartLine\//);
      expect(item.product).toMatchObject({ title: expect.any(String), productType: 'Dry Food' });
      expect(item.variant).toMatchObject({ adminGraphqlId: dry[0].merchandiseId, sku: dry[0].sku });
      expect(item.cost.subtotalAmount.amount).toBe(((dry[0].priceCents * 2) / 100).toFixed(2));
      expect(item.sellingPlanAllocation).toBeNull();
      expect(body.orderType).toBe('oneTimeOrder');
      expect(body.overLimit).toBe(false);
      expect(body.deleted).toBe(false);
      expect((await cartCall(t, null, 'get-cart', { cartId: id }).expect(200)).body).toEqual({
        ...body,
        warnings: [],
      });
    });

    it('adds _weightValue and _weightUnit to a line (lbs by default, the catalogue unit otherwise)', async () => {
      const { res } = await newCart(t, null, [line(dry[0])]);
      const [item] = res.body.lineItems;
      expect(attribute(item, '_weightValue')).toBe(String(dry[0].weight));
      expect(attribute(item, '_weightUnit')).toBe('lbs');
      const [can] = await variantsOf(t, 'dog-adult-savory-stew-canned');
      const canned = (await newCart(t, null, [line(can)])).res.body.lineItems[0];
      expect(attribute(canned, '_weightUnit')).toBe('oz');
    });

    it('merges the same variant into its line and keeps one-time and autoship lines apart', async () => {
      const { id } = await newCart(t, null, [line(dry[0], 2)]);
      const merged = await cartCall(t, null, 'add-cart-line-items', {
        cartId: id,
        lineItems: [line(dry[0], 3), line(dry[0], 1, plan)],
      }).expect(200);
      expect(merged.body.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([5, 1]);
      expect(merged.body.lineItems[1].sellingPlanAllocation.sellingPlan).toMatchObject({
        id: plan,
        name: expect.stringMatching(/^Every \d+ weeks$/),
      });
      expect(merged.body.orderType).toBe('firstPurchaseSubscription');
    });

    it('keeps a one-time line at 10 and an autoship line at 5, reporting the cap (SPEC §5)', async () => {
      const { id } = await newCart(t, null, [line(dry[0], 9)]);
      const res = await cartCall(t, null, 'add-cart-line-items', {
        cartId: id,
        lineItems: [line(dry[0], 4), line(dry[1], 7, plan)],
      }).expect(200);
      const [oneTime, autoship] = res.body.lineItems;
      expect([oneTime.quantity, oneTime.maxQuantity]).toEqual([10, 10]);
      expect([autoship.quantity, autoship.maxQuantity, autoship.autoshipLimitReached]).toEqual([5, 5, true]);
      expect(res.body.autoshipLimitReached).toBe(true);
      expect(res.body.warnings.map((w: { lineId: string }) => w.lineId)).toEqual([oneTime.id, autoship.id]);
      expect(res.body.totalQuantity).toBe(15);
      expect(res.body.overLimit).toBe(true);
    });

    it('counts a quantity below 1 as 1', async () => {
      const { res } = await newCart(t, null, [line(dry[0], 0), line(dry[1], -3)]);
      expect(res.body.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([1, 1]);
    });

    it('reports an autoship line below 5 as under the limit and 10 items as not over it', async () => {
      const { res } = await newCart(t, null, [line(dry[0], 4, plan), line(dry[1], 6)]);
      expect(res.body.autoshipLimitReached).toBe(false);
      expect(res.body.totalQuantity).toBe(10);
      expect(res.body.overLimit).toBe(false);
    });

    it('prices from the catalogue: autoship lines at the card autoship price (5% off)', async () => {
      const { res } = await newCart(t, null, [line(dry[0], 3, plan), line(dry[1], 1)]);
      const [autoship, oneTime] = res.body.lineItems;
      const unit = dry[0].priceCents;
      expect(autoship.cost.autoshipSavingCents).toBe(3 * (unit - autoshipUnit(unit)));
      expect(autoship.sellingPlanAllocation.price.amount).toBe((autoshipUnit(unit) / 100).toFixed(2));
      expect(oneTime.cost.discountCents).toBe(0);
      const cents = res.body.cost.cents;
      expect(cents.subtotalBeforeSavingsCents).toBe(3 * unit + dry[1].priceCents);
      expect(cents.cartSubtotalCents).toBe(cents.subtotalBeforeSavingsCents - cents.totalSavingsCents);
      expect(res.body.cost.subtotalAmount.amount).toBe((cents.cartSubtotalCents / 100).toFixed(2));
      expect(res.body.cost.totalSavingsAmount.amount).toBe((cents.totalSavingsCents / 100).toFixed(2));
      expect(cents.programDiscountCents).toBe(0);
    });

    it('refuses an unknown variant, a plan the product is not offered with, and a made-up plan (422)', async () => {
      const { id } = await newCart(t, null, [line(dry[0])]);
      const unknown = await cartCall(t, null, 'add-cart-line-items', {
        cartId: id,
        lineItems: [{ merchandiseId: `gid://shop/ProductVariant/${randomUUID()}` }],
      }).expect(422);
      expect(unknown.body.code).toBe('UNKNOWN_VARIANT');
      expect(
        (
          await cartCall(t, null, 'create-cart', { lineItems: [{ merchandiseId: 'not-a-variant' }] }).expect(
            422,
          )
        ).body.code,
      ).toBe('UNKNOWN_VARIANT');
      const treatPlan = await cartCall(t, null, 'add-cart-line-items', {
        cartId: id,
        lineItems: [line(treat, 1, plan)],
      }).expect(422);
      expect(treatPlan.body.code).toBe('SELLING_PLAN_NOT_OFFERED');
      const madeUp = await cartCall(t, null, 'add-cart-line-items', {
        cartId: id,
        lineItems: [line(dry[0], 1, 'gid://shop/SellingPlan/999')],
      }).expect(422);
      expect(madeUp.body.code).toBe('SELLING_PLAN_NOT_OFFERED');
      // Nothing of a refused request was kept.
      expect((await cartCall(t, null, 'get-cart', { cartId: id })).body.totalQuantity).toBe(1);
    });

    it('updates quantities (clamped, 0 removes), plans and line attributes', async () => {
      const { id, res } = await newCart(t, null, [line(dry[0], 2), line(dry[1], 2)]);
      const [a, b] = res.body.lineItems.map((l: { id: string }) => l.id);
      const update = (lineItems: object[]) =>
        cartCall(t, null, 'update-cart-line-items', { cartId: id, lineItems }).expect(200);
      expect((await update([{ id: a, quantity: 11 }])).body.lineItems[0].quantity).toBe(10);
      expect((await update([{ id: a, quantity: -1 }])).body.lineItems[0].quantity).toBe(1);
      const toAutoship = await update([{ id: b, quantity: 9, sellingPlanId: plan }]);
      expect(toAutoship.body.lineItems[1]).toMatchObject({ quantity: 5, autoshipLimitReached: true });
      const attrs = await update([{ id: a, attributes: [{ key: 'gift', value: 'yes' }] }]);
      expect(attrs.body.lineItems[0].attributes.map((x: { key: string }) => x.key)).toEqual([
        'gift',
        '_weightValue',
        '_weightUnit',
      ]);
      const removed = await update([{ id: a, quantity: 0 }]);
      expect(removed.body.lineItems.map((l: { id: string }) => l.id)).toEqual([b]);
      const missing = await cartCall(t, null, 'update-cart-line-items', {
        cartId: id,
        lineItems: [{ id: `gid://shop/CartLine/${randomUUID()}`, quantity: 1 }],
      }).expect(404);
      expect(missing.body.code).toBe('CART_LINE_NOT_FOUND');
    });

    it('merges a line moved onto the plan another line of its variant has', async () => {
      const { id, res } = await newCart(t, null, [line(dry[0], 2), line(dry[0], 2, plan)]);
      const oneTime = res.body.lineItems[0].id;
      const moved = await cartCall(t, null, 'update-cart-line-items', {
        cartId: id,
        lineItems: [{ id: oneTime, sellingPlanId: plan }],
      }).expect(200);
      expect(moved.body.lineItems).toHaveLength(1);
      expect(moved.body.lineItems[0]).toMatchObject({ id: oneTime, quantity: 4 });
    });

    it('deletes the cart when its last line is removed (SPEC §4)', async () => {
      const { id, res } = await newCart(t, null, [line(dry[0]), line(dry[1])]);
      const ids = res.body.lineItems.map((l: { id: string }) => l.id);
      const one = await cartCall(t, null, 'remove-cart-line-items', { cartId: id, lineItemIds: [ids[0]] });
      expect(one.body).toMatchObject({ totalQuantity: 1, deleted: false });
      const last = await cartCall(t, null, 'remove-cart-line-items', { cartId: id, lineItemIds: [ids[1]] });
      expect(last.status).toBe(200);
      expect(last.body).toMatchObject({ id, totalQuantity: 0, lineItems: [], deleted: true });
      const gone = await cartCall(t, null, 'get-cart', { cartId: id }).expect(404);
      expect(gone.body.code).toBe('CART_NOT_FOUND');
    });

    it('deletes the cart when its last line is set to 0', async () => {
      const { id, res } = await newCart(t, null, [line(dry[0])]);
      const zero = await cartCall(t, null, 'update-cart-line-items', {
        cartId: id,
        lineItems: [{ id: res.body.lineItems[0].id, quantity: 0 }],
      }).expect(200);
      expect(zero.body.deleted).toBe(true);
      await cartCall(t, null, 'get-cart', { cartId: id }).expect(404);
    });

    it('keeps attributes, but never the sales attributes, from a guest', async () => {
      const { id } = await newCart(t, null, [line(dry[0])]);
      const res = await cartCall(t, null, 'update-cart-attributes', {
        cartId: id,
        attributes: [
          { key: 'source', value: 'card' },
          { key: 'salesOrg', value: 'EVIL' },
          { key: 'salesOrderType', value: 'ZK01' },
          { key: 'source', value: 'dialog' },
        ],
      }).expect(200);
      expect(res.body.attributes).toEqual([{ key: 'source', value: 'dialog' }]);
    });

    it('sets and clears the note, and keeps the buyer identity', async () => {
      const { id } = await newCart(t, null, [line(dry[0])]);
      expect(
        (await cartCall(t, null, 'update-cart-note', { cartId: id, note: 'Leave at the door' })).body.note,
      ).toBe('Leave at the door');
      expect((await cartCall(t, null, 'update-cart-note', { cartId: id, note: '' })).body.note).toBeNull();
      const identity = await cartCall(t, null, 'update-cart-buyer-identity', {
        cartId: id,
        buyerIdentity: { email: ' Ada@Example.COM ', phone: '(303) 555-0100', countryCode: 'US' },
      }).expect(200);
      expect(identity.body.buyerIdentity).toEqual({
        email: 'ada@example.com',
        phone: '(303) 555-0100',
        countryCode: 'US',
        customer: null,
      });
      const cleared = await cartCall(t, null, 'update-cart-buyer-identity', {
        cartId: id,
        buyerIdentity: { phone: null },
      }).expect(200);
      expect(cleared.body.buyerIdentity).toMatchObject({ email: 'ada@example.com', phone: null });
    });

    it('keeps a code that does not apply on the cart, not applied: AUTO35 needs a signed-in customer', async () => {
      const { id } = await newCart(t, null, [line(dry[0], 1, plan)]);
      const res = await cartCall(t, null, 'update-cart-discount-codes', {
        cartId: id,
        codes: ['auto35', 'WELCOME10'],
      }).expect(200);
      expect(res.body.discountCodes).toEqual([
        {
          code: 'AUTO35',
          applicable: false,
          message: 'Sign in to use AUTO35: it is for a first autoship by a signed-in customer.',
        },
        { code: 'WELCOME10', applicable: false, message: 'WELCOME10 is not a valid discount code.' },
      ]);
      expect(res.body.cost.cents.discountCodeSavingsCents).toBe(0);
      const none = await cartCall(t, null, 'update-cart-discount-codes', { cartId: id, codes: [] }).expect(
        200,
      );
      expect(none.body.discountCodes).toEqual([]);
    });

    it('marks lines with stock at the location (userLocation attribute, or get-cart zipCode)', async () => {
      const { id } = await newCart(t, null, [line(dry[0]), line(dry[1])]);
      const plain = await cartCall(t, null, 'get-cart', { cartId: id }).expect(200);
      expect(plain.body.stockCheck).toBeNull();
      expect(plain.body.lineItems[0].stock).toBeNull();
      const located = await cartCall(t, null, 'update-cart-attributes', {
        cartId: id,
        attributes: [{ key: 'userLocation', value: '80011::HOME' }],
      }).expect(200);
      expect(located.body.stockCheck).toEqual({
        zipCode: '80011',
        destination: 'HOME',
        checked: true,
        problem: null,
      });
      const stock = await t.http
        .post('/api/get-products-stock')
        .send({ skus: [dry[0].sku, dry[1].sku], zipCode: '80011', destination: 'HOME' })
        .expect(200);
      expect(located.body.lineItems.map((l: { stock: { status: string } }) => l.stock.status)).toEqual(
        stock.body.data.map((s: { stock_status: string }) => s.stock_status),
      );
      const unserved = await cartCall(t, null, 'get-cart', {
        cartId: id,
        zipCode: '00001',
        destination: 'HOME',
      });
      expect(unserved.body.stockCheck).toMatchObject({ checked: false, problem: 'ZIP_NOT_SERVED' });
      expect(unserved.body.lineItems[0].stock).toBeNull();
    });

    it('refuses a line beyond 20 (CART_LINE_LIMIT) and keeps the cart as it was', async () => {
      const listing = await t.http.get('/api/catalog/products').query({ limit: 30 }).expect(200);
      const variants: string[] = listing.body.items.flatMap(
        // Listing cards carry the variant id; the cart takes it bare as well as in its gid form.
        (p: { variants: { id: string; inStock: boolean }[] }) =>
          p.variants.filter((v) => v.inStock).map((v) => v.id),
      );
      const { id } = await newCart(
        t,
        null,
        variants.slice(0, 20).map((merchandiseId) => ({ merchandiseId })),
      );
      const res = await cartCall(t, null, 'add-cart-line-items', {
        cartId: id,
        lineItems: [{ merchandiseId: variants[20] }],
      }).expect(422);
      expect(res.body.code).toBe('CART_LINE_LIMIT');
      expect((await cartCall(t, null, 'get-cart', { cartId: id })).body.lineItems).toHaveLength(20);
    });
  });

  it('counts both of two adds sent at once to one cart (issue 25: no lost update)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { id } = await newCart(t, null, [line(dry[0], 1)]);
      const add = () =>
        cartCall(t, null, 'add-cart-line-items', { cartId: id, lineItems: [line(dry[0], 1)] });
      const answers = await Promise.all([add(), add()]);
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      // Each answer is the whole cart as that write left it: one saw 2, the other 3.
      expect(answers.map((res) => res.body.lineItems[0].quantity).sort()).toEqual([2, 3]);
      const stored = await cartCall(t, null, 'get-cart', { cartId: id }).expect(200);
      expect(stored.body.lineItems[0].quantity).toBe(3);
    }
  });

  it('loses no update when adds race on one cart: each lands or is refused as CART_BUSY', async () => {
    const { id } = await newCart(t, null, [line(dry[0], 1)]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        cartCall(t, null, 'add-cart-line-items', { cartId: id, lineItems: [line(dry[0], 1)] }),
      ),
    );
    for (const res of answers) expect([200, 409]).toContain(res.status);
    const refused = answers.filter((res) => res.status === 409);
    expect(refused.every((res) => res.body.code === 'CART_BUSY')).toBe(true);
    const landed = answers.length - refused.length;
    expect(landed).toBeGreaterThan(0);
    const stored = await cartCall(t, null, 'get-cart', { cartId: id }).expect(200);
    expect(stored.body.lineItems[0].quantity).toBe(1 + landed);
  });

  describe('a signed-in consumer', () => {
    let ann: SignedInCustomer;
    const persisted = async (who: SignedInCustomer) =>
      (await postAs(t, who, '/api/ecom/v1.0/get-shopify-customer').expect(200)).body.persistedCartMetafield
        ?.value ?? null;

    beforeAll(async () => {
      ann = await signUpConsumer(t, 'cart-ann');
    });

    it('creates their cart: theirs, with the sales attributes, saved as the persisted cart', async () => {
      const { id, res } = await newCart(t, ann, [line(dry[0])]);
      expect(res.body.buyerIdentity).toMatchObject({ email: ann.email, customer: { id: ann.publicId } });
      expect(res.body.attributes).toEqual([
        { key: 'salesOrg', value: 'USHD' },
        { key: 'salesOrderType', value: 'ZDTC' },
        { key: 'acceptsMarketing', value: 'false' },
      ]);
      expect(await persisted(ann)).toBe(id);
      // A client cannot overwrite them, and replacing its own attributes keeps them.
      const attrs = await cartCall(t, ann, 'update-cart-attributes', {
        cartId: id,
        attributes: [
          { key: 'salesOrderType', value: 'ZK01' },
          { key: 'gift', value: 'no' },
        ],
      }).expect(200);
      expect(attrs.body.attributes).toEqual([
        { key: 'gift', value: 'no' },
        { key: 'salesOrg', value: 'USHD' },
        { key: 'salesOrderType', value: 'ZDTC' },
        { key: 'acceptsMarketing', value: 'false' },
      ]);
    });

    it('forgets the persisted cart when the last line is removed', async () => {
      const { id, res } = await newCart(t, ann, [line(dry[0])]);
      expect(await persisted(ann)).toBe(id);
      await cartCall(t, ann, 'remove-cart-line-items', {
        cartId: id,
        lineItemIds: [res.body.lineItems[0].id],
      }).expect(200);
      expect(await persisted(ann)).toBeNull();
    });

    it('takes over a guest cart by updating its buyer identity while signed in', async () => {
      const { id } = await newCart(t, null, [line(dry[1], 2)]);
      const claimed = await cartCall(t, ann, 'update-cart-buyer-identity', {
        cartId: id,
        buyerIdentity: {},
      }).expect(200);
      expect(claimed.body.buyerIdentity.customer).toEqual({ id: ann.publicId });
      expect(attribute(claimed.body, 'salesOrg')).toBe('USHD');
      expect(await persisted(ann)).toBe(id);
      // Now the guest who held its id no longer reaches it.
      expect((await cartCall(t, null, 'get-cart', { cartId: id })).status).toBe(404);
    });

    it('links a cart created with a customerAccessToken, and refuses a token that is not a session', async () => {
      const bob = await signUpConsumer(t, 'cart-bob');
      const linked = await cartCall(t, null, 'create-cart', {
        buyerIdentity: { customerAccessToken: bob.token },
        lineItems: [line(dry[0])],
      }).expect(200);
      expect(linked.body.buyerIdentity.customer).toEqual({ id: bob.publicId });
      const bad = await cartCall(t, null, 'create-cart', {
        buyerIdentity: { customerAccessToken: 'A'.repeat(43) },
      }).expect(401);
      expect(bad.body.code).toBe('INVALID_CUSTOMER_ACCESS_TOKEN');
      const someoneElses = await cartCall(t, ann, 'create-cart', {
        buyerIdentity: { customerAccessToken: bob.token },
      }).expect(401);
      expect(someoneElses.body.code).toBe('INVALID_CUSTOMER_ACCESS_TOKEN');
    });

    it('applies AUTO35 by itself to the subscription lines of a first subscription purchase only (SPEC §4)', async () => {
      const carol = await signUpConsumer(t, 'cart-carol');
      const { id } = await newCart(t, carol, [line(dry[0], 2, plan), line(dry[1], 1)]);
      // Nobody enters it: the first answer with an autoship line already carries it.
      const res = await cartCall(t, carol, 'get-cart', { cartId: id }).expect(200);
      expect(res.body.discountCodes).toEqual([{ code: 'AUTO35', applicable: true, message: null }]);
      const [autoship, oneTime] = res.body.lineItems;
      const afterAutoship = 2 * autoshipUnit(dry[0].priceCents);
      expect(autoship.cost.discountCodeCents).toBe(Math.floor((afterAutoship * 35 + 50) / 100));
      expect(oneTime.cost.discountCodeCents).toBe(0);
      expect(res.body.cost.cents.discountCodeSavingsCents).toBe(autoship.cost.discountCodeCents);

      // A subscription, even a cancelled one, ends the offer.
      await t.app
        .get<Database>(DATABASE)
        .insert(subscriptions)
        .values({
          contractId: `contract-${randomUUID()}`,
          customerId: carol.customerId,
          site: 'DTC',
          productId: randomUUID(),
          variantId: randomUUID(),
          sku: dry[0].sku,
          quantity: 1,
          frequencyDays: 28,
          startDate: '2025-01-01',
          nextOrderDate: '2025-01-29',
          shipTo: {
            address1: '1 Main St',
            city: 'Aurora',
            provinceCode: 'CO',
            zip: '80011',
            countryCode: 'US',
          },
          paymentReference: 'pm_test',
          status: 'cancelled',
          cancelled: true,
          cancelReason: 'moved',
          orderId: randomUUID(),
        });
      const after = await cartCall(t, carol, 'get-cart', { cartId: id }).expect(200);
      expect(after.body.discountCodes).toEqual([]);
      expect(after.body.cost.cents.discountCodeSavingsCents).toBe(0);
      const entered = await cartCall(t, carol, 'update-cart-discount-codes', {
        cartId: id,
        codes: ['AUTO35'],
      }).expect(200);
      expect(entered.body.discountCodes).toEqual([
        { code: 'AUTO35', applicable: false, message: 'AUTO35 is for your first autoship only.' },
      ]);
    });

    it('does not apply AUTO35 to a cart without autoship lines', async () => {
      const dave = await signUpConsumer(t, 'cart-dave');
      const { id } = await newCart(t, dave, [line(dry[0], 2)]);
      const res = await cartCall(t, dave, 'update-cart-discount-codes', { cartId: id, codes: ['AUTO35'] });
      expect(res.body.discountCodes).toEqual([
        {
          code: 'AUTO35',
          applicable: false,
          message: 'AUTO35 applies to autoship items: choose autoship for an item to use it.',
        },
      ]);
    });
  });

  describe('staff on the staff site', () => {
    it('gives PD-eligible staff the program discount and books their cart as ZK01', async () => {
      const eligible = await signInStaff(t, { sapAccountGroup: 'ZVET' });
      const { res } = await newCart(t, eligible, [line(dry[0], 2)]);
      const subtotal = 2 * dry[0].priceCents;
      expect(res.body.cost.cents.programDiscountCents).toBe(Math.floor((subtotal * 10 + 50) / 100));
      expect(res.body.cost.programDiscountAmount.amount).toBe(
        (res.body.cost.cents.programDiscountCents / 100).toFixed(2),
      );
      expect(attribute(res.body, 'salesOrderType')).toBe('ZK01');
    });

    it('gives staff of a group that is not PD-eligible no program discount', async () => {
      const corporate = await signInStaff(t, { sapAccountGroup: 'Z001' });
      const { res } = await newCart(t, corporate, [line(dry[0], 2)]);
      expect(res.body.cost.cents.programDiscountCents).toBe(0);
    });

    it('keeps the staff site carts for signed-in, registered members', async () => {
      const guest = await t.http
        .post('/api/ecom/v1.0/create-cart')
        .set('Host', 'staff.localhost')
        .send({})
        .expect(401);
      expect(guest.body.code).toBe('SIGNED_OUT');
      const unregistered = await signInStaff(t, { registered: false });
      const res = await cartCall(t, unregistered, 'create-cart', {}).expect(403);
      expect(res.body.code).toBe('STAFF_NOT_REGISTERED');
    });
  });
});
