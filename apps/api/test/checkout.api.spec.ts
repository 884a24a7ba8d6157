import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { orders } from '../src/modules/orders/testing';
import { OrdersService } from '../src/modules/orders';
import { StockService } from '../src/modules/stock';
import { subscriptions } from '../src/modules/subscriptions/testing';
import { SubscriptionsService } from '../src/modules/subscriptions';
import { Clock } from '../src/platform/clock/clock';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../src/platform/payments/payment-provider';
import { postAs, signInStaff, signUpConsumer, type SignedInCustomer } from './support/account-sessions';
import {
  cartCall,
  ELIGIBLE_HANDLE,
  firstPlanOf,
  newCart,
  variantsOf,
  type SeededVariant,
} from './support/carts';
import {
  AURORA_SHIP_TO,
  checkoutCall,
  checkoutToken,
  DECLINED_CARD,
  GOOD_CARD,
  placeOrder,
  TRANSIENT_CARD,
} from './support/checkouts';
import { setUnitsAt, unitsAt } from './support/stock-levels';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The checkout flow over HTTP (issue 13): multipass, the checkout page's calls and place-order,
 * on PGlite and (TEST_DB_ENGINE=postgres) PostgreSQL.
 */
describe('Checkout: multipass, checkout page and place-order', () => {
  let t: TestApp;
  let db: Database;
  let dry: SeededVariant[];
  let plan: string;
  let warehouse: string;

  const unitsOf = (sku: string) => unitsAt(db, warehouse, sku);
  const setUnits = (sku: string, quantity: number) => setUnitsAt(db, warehouse, sku, quantity);

  const ordersOfCart = (cartId: string) => db.select().from(orders).where(eq(orders.cartId, cartId));

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Database>(DATABASE);
    dry = await variantsOf(t, ELIGIBLE_HANDLE);
    plan = await firstPlanOf(t, dry[0].sku);
    warehouse = await t.app.get(StockService).warehouseFor('80011', 'HOME');
  });
  afterAll(() => t.close());

  describe('guest on the consumer site', () => {
    it('checks out end to end: link, checkout page, order, mail, stock taken, cart completed', async () => {
      await setUnits(dry[1].sku, 50);
      const { id } = await newCart(t, null, [{ merchandiseId: dry[1].merchandiseId, quantity: 2 }]);
      const link = await checkoutCall(t, null, '/api/multipass', { cartId: id, getURL: true }).expect(200);
      const url = new URL(link.body.url);
      expect(`${url.protocol}//${url.host}${url.pathname}`).toMatch(/^http:\/\/localhost(:\d+)?\/checkout$/);
      expect(Date.parse(link.body.expiresAt) - Date.now()).toBeGreaterThan(25 * 60_000);
      const token = url.searchParams.get('token') as string;

      const page = await checkoutCall(t, null, '/api/checkout/get-checkout', { token }).expect(200);
      expect(page.body).toMatchObject({
        cartId: id,
        site: 'DTC',
        signedIn: false,
        email: null,
        emailRequired: true,
        orderType: 'oneTimeOrder',
        shipToOptions: [],
        newAddressAllowed: true,
        freeShippingThresholdCents: 4900,
      });
      expect(page.body.lines).toEqual([
        expect.objectContaining({ sku: dry[1].sku, quantity: 2, unitPriceCents: dry[1].priceCents }),
      ]);

      const charges = await checkoutCall(t, null, '/api/checkout/calculate-charges', {
        token,
        provinceCode: 'CO',
      }).expect(200);
      expect(charges.body.totalCents).toBe(
        charges.body.merchandiseCents + charges.body.shippingCents + charges.body.taxCents,
      );
      expect(charges.body.serviceChargeCents).toBe(0);

      const placed = await placeOrder(t, null, {
        token,
        email: 'Guest.Buyer@Example.com',
        shippingAddress: AURORA_SHIP_TO,
        card: GOOD_CARD,
      }).expect(200);
      expect(placed.body).toMatchObject({
        id: expect.stringMatching(/^gid:\/\/shop\/Order\//),
        number: expect.stringMatching(/^SPN-\d+$/),
        email: 'guest.buyer@example.com',
        orderType: 'oneTimeOrder',
        totals: { totalCents: charges.body.totalCents, taxCents: charges.body.taxCents },
        shippingAddress: expect.objectContaining({ firstName: 'Ann', zip: '80011', province: 'Colorado' }),
        payment: { brand: 'visa', last4: '4242' },
        subscriptions: [],
      });
      expect(placed.body.lines).toEqual([expect.objectContaining({ sku: dry[1].sku, quantity: 2 })]);

      const [row] = await ordersOfCart(id);
      expect(row).toMatchObject({
        customerId: null,
        salesOrg: 'USHD',
        salesOrderType: 'ZDTC',
        warehouseCode: warehouse,
        totalCents: placed.body.totals.totalCents,
      });
      expect(row.paymentReference).toMatch(/^pm_test_visa_4242_/);
      expect(await unitsOf(dry[1].sku)).toBe(48);
      const mail = (await t.outbox()).filter(
        (m) => m.to.includes('guest.buyer@example.com') && m.subject.includes('is confirmed'),
      );
      expect(mail).toHaveLength(1);
      expect(mail[0].subject).toContain(placed.body.number);
      await cartCall(t, null, 'get-cart', { cartId: id }).expect(404);
    });

    it('a declined card is 402 with the provider code: no order, stock unchanged, the cart still usable', async () => {
      await setUnits(dry[1].sku, 20);
      const { id } = await newCart(t, null, [{ merchandiseId: dry[1].merchandiseId, quantity: 1 }]);
      const token = await checkoutToken(t, null, id);
      const body = { token, email: 'declined@example.com', shippingAddress: AURORA_SHIP_TO };
      const key = randomUUID();
      const res = await placeOrder(t, null, { ...body, card: DECLINED_CARD }, key).expect(402);
      expect(res.body).toMatchObject({ code: 'PAYMENT_DECLINED', message: 'Your card was declined.' });
      expect(res.body.details[0].problems).toEqual(['card_declined']);
      expect(await ordersOfCart(id)).toHaveLength(0);
      expect(await unitsOf(dry[1].sku)).toBe(20);
      await cartCall(t, null, 'add-cart-line-items', {
        cartId: id,
        lineItems: [{ merchandiseId: dry[1].merchandiseId, quantity: 1 }],
      }).expect(200);
      // The key was freed by the refusal: the shopper retries with another card and the same key.
      await placeOrder(t, null, { ...body, card: GOOD_CARD }, key).expect(200);
      expect(await unitsOf(dry[1].sku)).toBe(18);
    });

    it('a transient provider failure is 503 PAYMENT_UNAVAILABLE and keeps nothing', async () => {
      await setUnits(dry[1].sku, 20);
      const { id } = await newCart(t, null, [{ merchandiseId: dry[1].merchandiseId, quantity: 1 }]);
      const token = await checkoutToken(t, null, id);
      const res = await placeOrder(t, null, {
        token,
        email: 'transient@example.com',
        shippingAddress: AURORA_SHIP_TO,
        card: TRANSIENT_CARD,
      }).expect(503);
      expect(res.body.code).toBe('PAYMENT_UNAVAILABLE');
      expect(await ordersOfCart(id)).toHaveLength(0);
      expect(await unitsOf(dry[1].sku)).toBe(20);
      await cartCall(t, null, 'get-cart', { cartId: id }).expect(200);
    });

    it('out of stock at the serving warehouse is 409 OUT_OF_STOCK naming the SKU, and nothing is charged or kept', async () => {
      await setUnits(dry[2].sku, 1);
      const { id } = await newCart(t, null, [{ merchandiseId: dry[2].merchandiseId, quantity: 2 }]);
      const token = await checkoutToken(t, null, id);
      const res = await placeOrder(t, null, {
        token,
        email: 'short@example.com',
        shippingAddress: AURORA_SHIP_TO,
        card: GOOD_CARD,
      }).expect(409);
      expect(res.body.code).toBe('OUT_OF_STOCK');
      expect(res.body.details.map((d: { field: string }) => d.field)).toEqual([dry[2].sku]);
      expect(await unitsOf(dry[2].sku)).toBe(1);
      expect(await ordersOfCart(id)).toHaveLength(0);
    });

    it('N=6 parallel checkouts of different carts for a SKU with 3 units: exactly 3 orders, stock 0', async () => {
      const sku = dry[3] ?? dry[0];
      await setUnits(sku.sku, 3);
      const carts = await Promise.all(
        Array.from({ length: 6 }, () =>
          newCart(t, null, [{ merchandiseId: sku.merchandiseId, quantity: 1 }]),
        ),
      );
      const tokens = await Promise.all(carts.map(({ id }) => checkoutToken(t, null, id)));
      const answers = await Promise.all(
        tokens.map((token, i) =>
          placeOrder(t, null, {
            token,
            email: `race-${i}@example.com`,
            shippingAddress: AURORA_SHIP_TO,
            card: GOOD_CARD,
          }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 200, 200, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.status === 409))
        expect(refused.body.code).toBe('OUT_OF_STOCK');
      expect(await unitsOf(sku.sku)).toBe(0);
      const placed = await Promise.all(carts.map(({ id }) => ordersOfCart(id)));
      expect(placed.flat()).toHaveLength(3);
    });

    it("an Idempotency-Key replay answers the same order once; a guest's key is the cart's, so another cart with it is placed", async () => {
      await setUnits(dry[1].sku, 20);
      const { id } = await newCart(t, null, [{ merchandiseId: dry[1].merchandiseId, quantity: 1 }]);
      const token = await checkoutToken(t, null, id);
      const body = { token, email: 'replay@example.com', shippingAddress: AURORA_SHIP_TO, card: GOOD_CARD };
      const key = randomUUID();
      const first = await placeOrder(t, null, body, key).expect(200);
      const again = await placeOrder(t, null, body, key).expect(200);
      expect(again.body).toEqual(first.body);
      expect(await ordersOfCart(id)).toHaveLength(1);
      expect(await unitsOf(dry[1].sku)).toBe(19);
      const mail = (await t.outbox()).filter(
        (m) => m.to.includes('replay@example.com') && m.subject.includes('is confirmed'),
      );
      expect(mail).toHaveLength(1);
      // Even once the link has expired, the replay answers the order it placed.
      const clock = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 2 * 3_600_000));
      try {
        expect((await placeOrder(t, null, body, key).expect(200)).body).toEqual(first.body);
        const late = await placeOrder(t, null, body).expect(401);
        expect(late.body.code).toBe('CHECKOUT_EXPIRED');
      } finally {
        clock.mockRestore();
      }

      // Another guest (another cart) sending the same key is another request, not a reused key.
      const other = await newCart(t, null, [{ merchandiseId: dry[1].merchandiseId, quantity: 1 }]);
      const otherToken = await checkoutToken(t, null, other.id);
      const theirs = await placeOrder(
        t,
        null,
        { ...body, token: otherToken, email: 'other-guest@example.com' },
        key,
      ).expect(200);
      expect(theirs.body.id).not.toBe(first.body.id);
      expect(await ordersOfCart(other.id)).toHaveLength(1);
      expect((await placeOrder(t, null, body, key).expect(200)).body).toEqual(first.body);
    });

    it('a failure after the payment refunds it (the undo) and keeps no order, no units and the cart', async () => {
      await setUnits(dry[1].sku, 20);
      const { id } = await newCart(t, null, [{ merchandiseId: dry[1].merchandiseId, quantity: 1 }]);
      const token = await checkoutToken(t, null, id);
      const provider = t.app.get<PaymentProvider>(PAYMENT_PROVIDER, { strict: false });
      const refund = jest.spyOn(provider, 'refund');
      const create = jest
        .spyOn(t.app.get(OrdersService), 'create')
        .mockRejectedValueOnce(new Error('the orders table is on fire'));
      try {
        const res = await placeOrder(t, null, {
          token,
          email: 'undo@example.com',
          shippingAddress: AURORA_SHIP_TO,
          card: GOOD_CARD,
        });
        expect(res.status).toBe(500);
        expect(refund).toHaveBeenCalledTimes(1);
        expect(refund.mock.calls[0][0]).toMatch(/^pm_test_visa_4242_/);
        expect(refund.mock.calls[0][1]).toBeGreaterThan(0);
        expect(await refund.mock.results[0].value).toMatchObject({ status: 'refunded' });
      } finally {
        create.mockRestore();
        refund.mockRestore();
      }
      expect(await ordersOfCart(id)).toHaveLength(0);
      expect(await unitsOf(dry[1].sku)).toBe(20);
      expect((await t.outbox()).filter((m) => m.to.includes('undo@example.com'))).toHaveLength(0);
      // The shopper can try again: the cart is still theirs and the key was freed.
      await placeOrder(t, null, {
        token,
        email: 'undo@example.com',
        shippingAddress: AURORA_SHIP_TO,
        card: GOOD_CARD,
      }).expect(200);
    });

    it('a guest whose cart starts an autoship is sent to sign in (401 AUTOSHIP_REQUIRES_LOGIN)', async () => {
      const { id } = await newCart(t, null, [
        { merchandiseId: dry[0].merchandiseId, quantity: 1, sellingPlanId: plan },
      ]);
      const res = await checkoutCall(t, null, '/api/multipass', { cartId: id }).expect(401);
      expect(res.body.code).toBe('AUTOSHIP_REQUIRES_LOGIN');
    });

    it('refuses an empty cart link (no cart), an over-limit cart (409) and a made-up cart (404)', async () => {
      const over = await newCart(t, null, [
        { merchandiseId: dry[1].merchandiseId, quantity: 10 },
        { merchandiseId: dry[2].merchandiseId, quantity: 1 },
      ]);
      const res = await checkoutCall(t, null, '/api/multipass', { cartId: over.id }).expect(409);
      expect(res.body.code).toBe('CART_OVER_LIMIT');
      const missing = await checkoutCall(t, null, '/api/multipass', {
        cartId: 'gid://shop/Cart/AAAAAAAAAAAAAAAAAAAAAA',
      }).expect(404);
      expect(missing.body.code).toBe('CART_NOT_FOUND');
    });
  });

  describe("multipass as SPEC §7's client calls it: getURL, email, checkoutUrl, sessionToken", () => {
    const cookieOf = (cartId: string) => `col_cart_id=${encodeURIComponent(cartId)}`;
    const multipassTo = (body: object, headers: Record<string, string> = {}) =>
      t.http.post('/api/multipass').set('Host', 'localhost').set(headers).send(body);
    const tokenCartOf = async (url: string) =>
      (
        await checkoutCall(t, null, '/api/checkout/get-checkout', {
          token: new URL(url).searchParams.get('token'),
        }).expect(200)
      ).body.cartId;

    it("checks out a guest's cart named by the col_cart_id cookie, with no cartId in the body", async () => {
      const { id } = await newCart(t, null, [{ merchandiseId: dry[1].merchandiseId, quantity: 1 }]);
      const link = await multipassTo(
        { getURL: true, email: 'guest@example.com', checkoutUrl: 'https://elsewhere.example/checkout' },
        { Cookie: cookieOf(id) },
      ).expect(200);
      expect(await tokenCartOf(link.body.url)).toBe(id);
    });

    it("takes the sessionToken in the body and checks out the customer's persisted cart", async () => {
      const cara = await signUpConsumer(t, 'multipass-cara');
      const { id } = await newCart(t, cara, [{ merchandiseId: dry[1].merchandiseId, quantity: 1 }]);
      const link = await multipassTo({ getURL: true, sessionToken: cara.token }).expect(200);
      const page = await checkoutCall(t, cara, '/api/checkout/get-checkout', {
        token: new URL(link.body.url).searchParams.get('token'),
      }).expect(200);
      expect(page.body).toMatchObject({ cartId: id, signedIn: true });
    });

    it("never checks out a cart that is not the caller's, whatever the cookie says", async () => {
      const dan = await signUpConsumer(t, 'multipass-dan');
      const eve = await signUpConsumer(t, 'multipass-eve');
      const dans = await newCart(t, dan, [{ merchandiseId: dry[1].merchandiseId, quantity: 1 }]);
      for (const who of [{ sessionToken: eve.token }, {}]) {
        const res = await multipassTo({ getURL: true, ...who }, { Cookie: cookieOf(dans.id) }).expect(404);
        expect(res.body.code).toBe('CART_NOT_FOUND');
      }
    });

    it('answers 404 CART_NOT_FOUND, saying what to send, when there is no cart to check out', async () => {
      const res = await multipassTo({ getURL: true }, { Cookie: 'col_cart_id=not-a-cart' }).expect(404);
      expect(res.body).toMatchObject({ code: 'CART_NOT_FOUND', message: expect.stringMatching(/cartId/) });
      const fresh = await signUpConsumer(t, 'multipass-fresh');
      const none = await multipassTo({ getURL: true, sessionToken: fresh.token }).expect(404);
      expect(none.body.code).toBe('CART_NOT_FOUND');
    });
  });

  describe('signed-in consumers', () => {
    let ann: SignedInCustomer;
    let bob: SignedInCustomer;

    beforeAll(async () => {
      ann = await signUpConsumer(t, 'checkout-ann');
      bob = await signUpConsumer(t, 'checkout-bob');
    });

    it("another customer's cart is 404 at multipass; a link works only in the session it was made for", async () => {
      const { id } = await newCart(t, ann, [{ merchandiseId: dry[1].merchandiseId, quantity: 1 }]);
      const res = await checkoutCall(t, bob, '/api/multipass', { cartId: id }).expect(404);
      expect(res.body.code).toBe('CART_NOT_FOUND');
      const token = await checkoutToken(t, ann, id);
      for (const who of [bob, null]) {
        const stolen = await checkoutCall(t, who, '/api/checkout/get-checkout', { token }).expect(401);
        expect(stolen.body.code).toBe('CHECKOUT_EXPIRED');
      }
      const staffSite = await t.http
        .post('/api/checkout/get-checkout')
        .set('Host', 'staff.localhost')
        .set('Authorization', `Bearer ${ann.token}`)
        .send({ token });
      expect([401, 403]).toContain(staffSite.status);
    });

    it('a forged, altered or expired link is 401 CHECKOUT_EXPIRED', async () => {
      const { id } = await newCart(t, ann, [{ merchandiseId: dry[1].merchandiseId, quantity: 1 }]);
      const token = await checkoutToken(t, ann, id);
      const [payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const longer = Buffer.from(JSON.stringify({ ...claims, x: claims.x + 86_400_000 })).toString(
        'base64url',
      );
      for (const bad of ['nonsense', `${longer}.${signature}`, `${payload}.${'A'.repeat(43)}`]) {
        const res = await checkoutCall(t, ann, '/api/checkout/get-checkout', { token: bad }).expect(401);
        expect(res.body.code).toBe('CHECKOUT_EXPIRED');
      }
      const clock = jest.spyOn(t.app.get(Clock), 'now');
      clock.mockReturnValue(new Date(Date.now() + 31 * 60_000));
      try {
        const res = await checkoutCall(t, ann, '/api/checkout/get-checkout', { token }).expect(401);
        expect(res.body.message).toMatch(/expired/);
      } finally {
        clock.mockRestore();
      }
    });

    it("uses the account's email and address book, and ships to a saved address", async () => {
      await setUnits(dry[1].sku, 20);
      const book = await postAs(t, ann, '/api/ecom/v1.0/customer-address-create', {
        address: { address1: '9 Elm St', city: 'Aurora', provinceCode: 'CO', zip: '80012' },
      });
      expect(book.status).toBe(200);
      const addressId = book.body.customerAddress.id as string;
      const { id } = await newCart(t, ann, [{ merchandiseId: dry[1].merchandiseId, quantity: 1 }]);
      const token = await checkoutToken(t, ann, id);
      const page = await checkoutCall(t, ann, '/api/checkout/get-checkout', { token }).expect(200);
      expect(page.body).toMatchObject({ signedIn: true, email: ann.email, emailRequired: false });
      expect(page.body.shipToOptions).toEqual([
        expect.objectContaining({ id: addressId, kind: 'address', preselected: true }),
      ]);
      const placed = await placeOrder(t, ann, { token, addressId, card: GOOD_CARD }).expect(200);
      expect(placed.body.email).toBe(ann.email);
      expect(placed.body.shippingAddress).toMatchObject({ address1: '9 Elm St', firstName: 'Ann' });
      const [row] = await ordersOfCart(id);
      expect(row.customerId).toBe(ann.customerId);
      const mine = await postAs(t, ann, '/api/ecom/v1.0/get-shopify-order', { id: placed.body.id });
      expect(mine.status).toBe(200);
      const notBobs = await postAs(t, bob, '/api/ecom/v1.0/get-shopify-order', { id: placed.body.id });
      expect(notBobs.status).toBe(404);
      // Someone else's saved address is no ship-to.
      const { id: bobCart } = await newCart(t, bob, [{ merchandiseId: dry[1].merchandiseId, quantity: 1 }]);
      const bobToken = await checkoutToken(t, bob, bobCart);
      const refused = await placeOrder(t, bob, { token: bobToken, addressId, card: GOOD_CARD }).expect(404);
      expect(refused.body.code).toBe('ADDRESS_NOT_FOUND');
    });

    it("a customer's Idempotency-Key is theirs: replayed after its address is deleted, 422 for another cart", async () => {
      await setUnits(dry[1].sku, 20);
      const book = await postAs(t, ann, '/api/ecom/v1.0/customer-address-create', {
        address: { address1: '11 Oak St', city: 'Aurora', provinceCode: 'CO', zip: '80012' },
      });
      const addressId = book.body.customerAddress.id as string;
      const { id } = await newCart(t, ann, [{ merchandiseId: dry[1].merchandiseId, quantity: 1 }]);
      const body = { token: await checkoutToken(t, ann, id), addressId, card: GOOD_CARD };
      const key = randomUUID();
      const first = await placeOrder(t, ann, body, key).expect(200);
      expect((await postAs(t, ann, '/api/ecom/v1.0/customer-address-delete', { id: addressId })).status).toBe(
        200,
      );
      expect((await placeOrder(t, ann, body, key).expect(200)).body).toEqual(first.body);
      const other = await newCart(t, ann, [{ merchandiseId: dry[1].merchandiseId, quantity: 1 }]);
      const reused = await placeOrder(
        t,
        ann,
        { token: await checkoutToken(t, ann, other.id), shippingAddress: AURORA_SHIP_TO, card: GOOD_CARD },
        key,
      ).expect(422);
      expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await ordersOfCart(other.id)).toHaveLength(0);
    });

    it('an autoship line starts a subscription, with AUTO35 for a first subscriber only', async () => {
      await setUnits(dry[0].sku, 50);
      const first = await signUpConsumer(t, 'first-subscriber');
      const lines = [{ merchandiseId: dry[0].merchandiseId, quantity: 2, sellingPlanId: plan }];
      const { id } = await newCart(t, first, lines);
      await cartCall(t, first, 'update-cart-discount-codes', { cartId: id, codes: ['AUTO35'] }).expect(200);
      const token = await checkoutToken(t, first, id);
      const placed = await placeOrder(t, first, {
        token,
        shippingAddress: AURORA_SHIP_TO,
        card: GOOD_CARD,
      }).expect(200);
      expect(placed.body.orderType).toBe('firstPurchaseSubscription');
      const [line] = placed.body.lines;
      // 5% autoship, then 35% off what is left (libs/cart priceCart).
      const autoshipUnit = Math.round(dry[0].priceCents * 0.95);
      expect(line.discountCents).toBeGreaterThan(2 * (dry[0].priceCents - autoshipUnit));
      expect(placed.body.subscriptions).toEqual([
        expect.objectContaining({ contractId: expect.stringMatching(/^sub_/), sku: dry[0].sku }),
      ]);
      const rows = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.customerId, first.customerId));
      expect(rows).toHaveLength(1);
      const [order] = await ordersOfCart(id);
      expect(rows[0]).toMatchObject({
        sku: dry[0].sku,
        quantity: 2,
        status: 'active',
        cancelled: false,
        orderId: order.id,
        paymentReference: order.paymentReference,
        shipTo: expect.objectContaining({ zip: '80011' }),
      });
      const frequency = rows[0].frequencyDays;
      const start = new Date(`${rows[0].startDate}T00:00:00Z`);
      expect(rows[0].nextOrderDate).toBe(
        new Date(start.getTime() + frequency * 86_400_000).toISOString().slice(0, 10),
      );

      const profile = await postAs(t, first, '/api/ecom/v1.0/get-shopify-customer', {}).expect(200);
      expect(profile.body.subscriptions).toEqual([
        expect.objectContaining({
          customerId: first.publicId,
          contractId: rows[0].contractId,
          frequencyDays: frequency,
          frequency: frequency / 7,
          cancelled: false,
          cancelReason: null,
          startDateString: rows[0].startDate,
          quantity: 2,
          weight: dry[0].weight,
          weightUnit: dry[0].weightUnit,
        }),
      ]);
      const others = await postAs(t, bob, '/api/ecom/v1.0/get-shopify-customer', {}).expect(200);
      expect(others.body.subscriptions).toEqual([]);

      // A second subscription purchase: AUTO35 no longer applies.
      const second = await newCart(t, first, lines);
      await cartCall(t, first, 'update-cart-discount-codes', { cartId: second.id, codes: ['AUTO35'] }).expect(
        200,
      );
      const again = await placeOrder(t, first, {
        token: await checkoutToken(t, first, second.id),
        shippingAddress: AURORA_SHIP_TO,
        card: GOOD_CARD,
      }).expect(200);
      expect(again.body.lines[0].discountCents).toBe(2 * (dry[0].priceCents - autoshipUnit));
      expect(again.body.totals.discountCents).toBeLessThan(placed.body.totals.discountCents);
    });

    it('AUTO35 goes on by itself, and only one of two carts of a first-time subscriber checked out at once keeps it', async () => {
      await setUnits(dry[0].sku, 50);
      const ann = await signUpConsumer(t, 'two-carts');
      const lines = [{ merchandiseId: dry[0].merchandiseId, quantity: 1, sellingPlanId: plan }];
      const carts = [await newCart(t, ann, lines), await newCart(t, ann, lines)];
      const shown = await Promise.all(
        carts.map(async ({ id }) => {
          const token = await checkoutToken(t, ann, id);
          const page = await checkoutCall(t, ann, '/api/checkout/get-checkout', { token }).expect(200);
          // Nobody entered the code (SPEC §4: automatic).
          expect(page.body.discountCodes).toEqual([
            expect.objectContaining({ code: 'AUTO35', applicable: true }),
          ]);
          const charges = await checkoutCall(t, ann, '/api/checkout/calculate-charges', {
            token,
            provinceCode: 'CO',
          }).expect(200);
          return { token, totalCents: charges.body.totalCents as number };
        }),
      );
      const answers = await Promise.all(
        shown.map(({ token, totalCents }) =>
          placeOrder(t, ann, {
            token,
            shippingAddress: AURORA_SHIP_TO,
            card: GOOD_CARD,
            expectedTotalCents: totalCents,
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const refusedAt = answers.findIndex((a) => a.status === 409);
      expect(answers[refusedAt].body.code).toBe('CHECKOUT_TOTAL_CHANGED');
      const rows = await db.select().from(subscriptions).where(eq(subscriptions.customerId, ann.customerId));
      expect(rows).toHaveLength(1);

      // Placed again at the total it now shows: the second subscription, without AUTO35.
      const second = shown[refusedAt];
      const now = await checkoutCall(t, ann, '/api/checkout/calculate-charges', {
        token: second.token,
        provinceCode: 'CO',
      }).expect(200);
      expect(now.body.totalCents).toBeGreaterThan(second.totalCents);
      const placed = await placeOrder(t, ann, {
        token: second.token,
        shippingAddress: AURORA_SHIP_TO,
        card: GOOD_CARD,
        expectedTotalCents: now.body.totalCents,
      }).expect(200);
      expect(placed.body.totals.totalCents).toBe(now.body.totalCents);
    });

    it('a first-subscription check inside a checkout waits for another checkout of the same customer to commit', async () => {
      const service = t.app.get(SubscriptionsService);
      const ben = await signUpConsumer(t, 'first-lock');
      let checked!: () => void;
      const firstChecked = new Promise<void>((resolve) => (checked = resolve));
      const first = db.transaction(async (tx) => {
        expect(await service.hasEverSubscribed(ben.customerId, tx, { lockUntilCommit: true })).toBe(false);
        checked();
        await tx.insert(subscriptions).values(subscriptionRow(ben.customerId, dry[0].sku));
        // Still uncommitted a while after the other checkout asked.
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      await firstChecked;
      const second = db.transaction((tx) =>
        service.hasEverSubscribed(ben.customerId, tx, { lockUntilCommit: true }),
      );
      await first;
      expect(await second).toBe(true);
    });

    it('a total other than the one shown is 409 CHECKOUT_TOTAL_CHANGED: nothing charged, taken or kept', async () => {
      await setUnits(dry[1].sku, 20);
      const { id } = await newCart(t, null, [{ merchandiseId: dry[1].merchandiseId, quantity: 1 }]);
      const token = await checkoutToken(t, null, id);
      const charges = await checkoutCall(t, null, '/api/checkout/calculate-charges', {
        token,
        provinceCode: 'CO',
      }).expect(200);
      const res = await placeOrder(t, null, {
        token,
        email: 'shown@example.com',
        shippingAddress: AURORA_SHIP_TO,
        card: GOOD_CARD,
        expectedTotalCents: charges.body.totalCents - 1,
      }).expect(409);
      expect(res.body.code).toBe('CHECKOUT_TOTAL_CHANGED');
      expect(res.body.message).toContain(`$${(charges.body.totalCents / 100).toFixed(2)}`);
      expect(await ordersOfCart(id)).toHaveLength(0);
      expect(await unitsOf(dry[1].sku)).toBe(20);
    });
  });

  describe('staff on the staff site', () => {
    it('gets the program discount, ships to the clinic (ZK01, clinic lane)', async () => {
      const staff = await signInStaff(t, { sapAccountGroup: 'ZVET', clinic: { shipTo: '200000001' } });
      await setUnits(dry[1].sku, 20);
      const clinicWarehouse = await t.app.get(StockService).warehouseFor('80011', 'CLINIC');
      await setUnitsAt(db, clinicWarehouse, dry[1].sku, 20);
      const { id } = await newCart(t, staff, [{ merchandiseId: dry[1].merchandiseId, quantity: 1 }]);
      const token = await checkoutToken(t, staff, id);
      const page = await checkoutCall(t, staff, '/api/checkout/get-checkout', { token }).expect(200);
      expect(page.body.site).toBe('HPSF');
      expect(page.body.totals.programDiscountCents).toBe(Math.round(dry[1].priceCents * 0.1));
      expect(page.body.homeDeliveryOnly).toBe(false);
      expect(page.body.shipToOptions[0]).toMatchObject({
        id: 'clinic',
        kind: 'clinic',
        label: 'Aurora Animal Hospital',
        preselected: true,
        address: expect.objectContaining({ address1: '15400 E Colfax Ave', zip: '80011' }),
      });
      const placed = await placeOrder(t, staff, { token, addressId: 'clinic', card: GOOD_CARD }).expect(200);
      expect(placed.body.number).toMatch(/^PSF-/);
      expect(placed.body.totals.discountCents).toBe(page.body.totals.totalSavingsCents);
      const [row] = await ordersOfCart(id);
      expect(row).toMatchObject({ site: 'HPSF', salesOrderType: 'ZK01', warehouseCode: clinicWarehouse });
    });

    it('a home-delivery-only clinic offers no clinic ship-to and refuses one (422)', async () => {
      const staff = await signInStaff(t, { sapAccountGroup: 'ZVET', clinic: { shipTo: '200000042' } });
      const { id } = await newCart(t, staff, [{ merchandiseId: dry[1].merchandiseId, quantity: 1 }]);
      const token = await checkoutToken(t, staff, id);
      const page = await checkoutCall(t, staff, '/api/checkout/get-checkout', { token }).expect(200);
      expect(page.body.homeDeliveryOnly).toBe(true);
      expect(page.body.shipToOptions.filter((o: { kind: string }) => o.kind === 'clinic')).toEqual([]);
      const res = await placeOrder(t, staff, { token, addressId: 'clinic', card: GOOD_CARD }).expect(422);
      expect(res.body.code).toBe('CLINIC_DELIVERY_UNAVAILABLE');
    });

    it('an unregistered staff member is refused (403 STAFF_NOT_REGISTERED); a guest is 401', async () => {
      const unregistered = await signInStaff(t, { registered: false });
      const res = await checkoutCall(t, unregistered, '/api/multipass', {
        cartId: 'gid://shop/Cart/AAAAAAAAAAAAAAAAAAAAAA',
      }).expect(403);
      expect(res.body.code).toBe('STAFF_NOT_REGISTERED');
      const guest = await t.http
        .post('/api/multipass')
        .set('Host', 'staff.localhost')
        .send({ cartId: 'gid://shop/Cart/AAAAAAAAAAAAAAAAAAAAAA' })
        .expect(401);
      expect(guest.body.code).toBe('SIGNED_OUT');
    });
  });

  describe('bad input is a 4xx with a code, never a 500', () => {
    let token: string;
    beforeAll(async () => {
      const { id } = await newCart(t, null, [{ merchandiseId: dry[1].merchandiseId, quantity: 1 }]);
      token = await checkoutToken(t, null, id);
    });

    it.each([
      [
        'no Idempotency-Key',
        { email: 'a@example.com', shippingAddress: AURORA_SHIP_TO, card: GOOD_CARD },
        null,
        400,
        'IDEMPOTENCY_KEY_REQUIRED',
      ],
      ['no ship-to', { email: 'a@example.com', card: GOOD_CARD }, 'k1', 400, 'SHIP_TO_REQUIRED'],
      [
        'both ship-tos',
        { email: 'a@example.com', addressId: 'clinic', shippingAddress: AURORA_SHIP_TO, card: GOOD_CARD },
        'k2',
        400,
        'SHIP_TO_AMBIGUOUS',
      ],
      [
        'no email for a guest',
        { shippingAddress: AURORA_SHIP_TO, card: GOOD_CARD },
        'k3',
        400,
        'EMAIL_REQUIRED',
      ],
      [
        'a bad email',
        { email: 'not-an-email', shippingAddress: AURORA_SHIP_TO, card: GOOD_CARD },
        'k4',
        400,
        'VALIDATION_FAILED',
      ],
      [
        'a ZIP of another state',
        { email: 'a@example.com', shippingAddress: { ...AURORA_SHIP_TO, zip: '10001' }, card: GOOD_CARD },
        'k5',
        400,
        'ZIP_STATE_MISMATCH',
      ],
      [
        'a NUL byte in the street',
        {
          email: 'a@example.com',
          shippingAddress: { ...AURORA_SHIP_TO, address1: 'a\u0000b' },
          card: GOOD_CARD,
        },
        'k6',
        400,
        'INVALID_CHARACTERS',
      ],
      [
        'a card of the wrong type',
        { email: 'a@example.com', shippingAddress: AURORA_SHIP_TO, card: { ...GOOD_CARD, expMonth: '12' } },
        'k7',
        400,
        'VALIDATION_FAILED',
      ],
      [
        'no card',
        { email: 'a@example.com', shippingAddress: AURORA_SHIP_TO },
        'k8',
        400,
        'VALIDATION_FAILED',
      ],
      [
        'an unknown field',
        { email: 'a@example.com', shippingAddress: AURORA_SHIP_TO, card: GOOD_CARD, priceCents: 1 },
        'k9',
        400,
        'VALIDATION_FAILED',
      ],
      [
        'a bad card number',
        { email: 'a@example.com', shippingAddress: AURORA_SHIP_TO, card: { ...GOOD_CARD, number: '1234' } },
        'k10',
        402,
        'PAYMENT_DECLINED',
      ],
      [
        'a guest asking for the clinic',
        { email: 'a@example.com', addressId: 'clinic', card: GOOD_CARD },
        'k11',
        422,
        'CLINIC_DELIVERY_UNAVAILABLE',
      ],
      [
        'a saved address as a guest',
        { email: 'a@example.com', addressId: 'gid://shop/MailingAddress/x', card: GOOD_CARD },
        'k12',
        404,
        'ADDRESS_NOT_FOUND',
      ],
    ])('place-order with %s', async (_what, body, key, status, code) => {
      const request = checkoutCall(
        t,
        null,
        '/api/checkout/place-order',
        { token, ...body },
        key ? { 'Idempotency-Key': `${key}-${randomUUID()}` } : {},
      );
      const res = await request.expect(status);
      expect(res.body.code).toBe(code);
    });

    it.each([
      ['/api/multipass', 'a number for cartId', { cartId: 42 }],
      ['/api/multipass', 'a 5000-character cartId', { cartId: 'x'.repeat(5000) }],
      ['/api/multipass', 'a lone surrogate in checkoutUrl', { cartId: 'c', checkoutUrl: '\ud800' }],
      ['/api/multipass', 'getURL as text', { cartId: 'c', getURL: 'yes' }],
      ['/api/checkout/get-checkout', 'a 5000-character token', { token: 'x'.repeat(5000) }],
      ['/api/checkout/get-checkout', 'no token', {}],
      ['/api/checkout/calculate-charges', 'a state name', { token: 'abc', provinceCode: 'Colorado' }],
    ])('%s with %s is 400', async (path, _what, body) => {
      const res = await checkoutCall(t, null, path, body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('charges for a state code that is not a state are 400 INVALID_STATE; Alaska adds $4', async () => {
      const bad = await checkoutCall(t, null, '/api/checkout/calculate-charges', {
        token,
        provinceCode: 'ZZ',
      }).expect(400);
      expect(bad.body.code).toBe('INVALID_STATE');
      const alaska = await checkoutCall(t, null, '/api/checkout/calculate-charges', {
        token,
        provinceCode: 'AK',
      }).expect(200);
      expect(alaska.body.serviceChargeCents).toBe(400);
    });
  });
  describe('with AUTOSHIP_REQUIRES_LOGIN=false', () => {
    let relaxed: TestApp;
    beforeAll(async () => {
      relaxed = await startTestApp({ AUTOSHIP_REQUIRES_LOGIN: 'false' });
    });
    afterAll(() => relaxed.close());

    it('a guest with an autoship gets the link, but the order waits for a sign-in (an autoship needs an account)', async () => {
      // Every app seeds its own ids.
      const [variant] = await variantsOf(relaxed, ELIGIBLE_HANDLE);
      const { id } = await newCart(relaxed, null, [
        {
          merchandiseId: variant.merchandiseId,
          quantity: 1,
          sellingPlanId: await firstPlanOf(relaxed, variant.sku),
        },
      ]);
      const token = await checkoutToken(relaxed, null, id);
      const res = await placeOrder(relaxed, null, {
        token,
        email: 'guest-autoship@example.com',
        shippingAddress: AURORA_SHIP_TO,
        card: GOOD_CARD,
      }).expect(401);
      expect(res.body.code).toBe('AUTOSHIP_REQUIRES_LOGIN');
      await cartCall(relaxed, null, 'get-cart', { cartId: id }).expect(200);
    });
  });
});

/** A subscription row as checkout would have written it, for tests that need one in place. */
function subscriptionRow(customerId: string, sku: string): typeof subscriptions.$inferInsert {
  return {
    contractId: `sub_${randomUUID()}`,
    customerId,
    site: 'DTC',
    productId: randomUUID(),
    variantId: randomUUID(),
    sku,
    quantity: 1,
    frequencyDays: 28,
    startDate: '2026-01-01',
    nextOrderDate: '2026-01-29',
    shipTo: { address1: '1 Main St', city: 'Aurora', provinceCode: 'CO', zip: '80011', countryCode: 'US' },
    paymentReference: 'pm_test',
    orderId: randomUUID(),
  };
}
