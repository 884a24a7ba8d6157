import { OrdersService } from '../src/modules/orders';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { postAs, type SignedInCustomer, signInStaff, signUpConsumer } from './support/account-sessions';
import { CONSUMER_HOST, STAFF_HOST } from './support/site-hosts';
import { newOrder, orderLine, placeOrder } from './support/orders';
import { startTestApp, type TestApp } from './support/test-app';

const E = '/api/ecom/v1.0';
const LIST = `${E}/get-shopify-orders`;
const LAST = `${E}/get-shopify-last-order`;
const ONE = `${E}/get-shopify-order`;

describe('orders: SPEC §7 get-shopify-orders, get-shopify-last-order, get-shopify-order', () => {
  let t: TestApp;
  let ann: SignedInCustomer;
  let bob: SignedInCustomer;
  let sam: SignedInCustomer;
  /** Ann's orders, oldest first. */
  let annsOrders: { id: string; number: string }[];
  let bobsOrder: { id: string; number: string };
  let samsOrder: { id: string; number: string };
  /** An order carrying Ann's customer id but placed on the staff site. */
  let annsStaffSiteOrder: { id: string; number: string };

  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpConsumer(t, 'ann');
    bob = await signUpConsumer(t, 'bob');
    sam = await signInStaff(t);
    annsOrders = [];
    for (const [i, sku] of ['ANN-1', 'ANN-2', 'ANN-3'].entries()) {
      annsOrders.push(
        await placeOrder(
          t,
          newOrder({
            customerId: ann.customerId,
            email: ann.email,
            lines: [
              orderLine({ sku, quantity: i + 1 }),
              orderLine({
                sku: `${sku}-AUTO`,
                sellingPlanId: 'gid://shop/SellingPlan/4w',
                frequencyDays: 28,
                discountCents: 130,
              }),
            ],
          }),
        ),
      );
    }
    bobsOrder = await placeOrder(t, newOrder({ customerId: bob.customerId, email: bob.email }));
    samsOrder = await placeOrder(t, newOrder({ site: 'HPSF', customerId: sam.customerId, email: sam.email }));
    annsStaffSiteOrder = await placeOrder(t, newOrder({ site: 'HPSF', customerId: ann.customerId }));
  });
  afterAll(() => t.close());

  describe('get-shopify-orders', () => {
    it("pages through the caller's orders newest first with keyset cursors and pageInfo", async () => {
      const first = (await postAs(t, ann, LIST, { id: ann.publicId, quantity: 2 }).expect(200)).body;
      expect(first.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual([
        `gid://shop/Order/${annsOrders[2].id}`,
        `gid://shop/Order/${annsOrders[1].id}`,
      ]);
      expect(first.pageInfo).toEqual({
        hasNextPage: true,
        hasPreviousPage: false,
        startCursor: first.edges[0].cursor,
        endCursor: first.edges[1].cursor,
      });
      const second = (
        await postAs(t, ann, LIST, {
          id: ann.publicId,
          quantity: 2,
          cursor: first.pageInfo.endCursor,
        }).expect(200)
      ).body;
      expect(second.edges.map((edge: { node: { number: string } }) => edge.node.number)).toEqual([
        annsOrders[0].number,
      ]);
      expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    });

    it('answers every order when no quantity is given (10 a page), and nothing of anyone else', async () => {
      const body = (await postAs(t, ann, LIST, { id: ann.publicId }).expect(200)).body;
      const numbers = body.edges.map((edge: { node: { number: string } }) => edge.node.number);
      expect(numbers).toEqual(annsOrders.map((order) => order.number).reverse());
      expect(numbers).not.toContain(bobsOrder.number);
      // The order with Ann's id on the staff site is not hers on this site.
      expect(numbers).not.toContain(annsStaffSiteOrder.number);
      expect(body.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    });

    it('takes the bare customer uuid as well as the gid', async () => {
      const body = (await postAs(t, ann, LIST, { id: ann.customerId, quantity: 1 }).expect(200)).body;
      expect(body.edges).toHaveLength(1);
    });

    it('answers each order in full: number, site, status, date, money strings, addresses and line items', async () => {
      const body = (await postAs(t, ann, LIST, { id: ann.publicId, quantity: 1 }).expect(200)).body;
      const order = body.edges[0].node;
      expect(order).toMatchObject({
        number: expect.stringMatching(/^SPN-\d{6}$/),
        site: 'DTC',
        status: 'placed',
        orderType: 'firstPurchaseSubscription',
        salesOrg: 'USHD',
        salesOrderType: 'ZDTC',
        email: ann.email,
        placedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        shippedAt: null,
        cancelledAt: null,
        subtotal: { amount: '103.96', currencyCode: 'USD' }, // 3 x 25.99 + 25.99
        totalDiscounts: { amount: '1.30', currencyCode: 'USD' },
        shipping: { amount: '6.95', currencyCode: 'USD' },
        serviceCharge: { amount: '0.00', currencyCode: 'USD' },
        tax: { amount: '0.75', currencyCode: 'USD' },
        total: { amount: '110.36', currencyCode: 'USD' },
        shippingAddress: { address1: '1 Main St', city: 'Aurora', provinceCode: 'CO', zip: '80011' },
        billingAddress: { firstName: 'Ann', lastName: 'Lee' },
      });
      expect(
        order.lineItems.edges.map((edge: { node: { sku: string; quantity: number } }) => edge.node),
      ).toEqual([
        expect.objectContaining({
          sku: 'ANN-3',
          quantity: 3,
          total: { amount: '77.97', currencyCode: 'USD' },
        }),
        expect.objectContaining({
          sku: 'ANN-3-AUTO',
          frequencyDays: 28,
          sellingPlanId: 'gid://shop/SellingPlan/4w',
        }),
      ]);
      expect(order).not.toHaveProperty('paymentReference');
      expect(order).not.toHaveProperty('warehouseCode');
    });

    it('filters by status and by order number through the URL-encoded query', async () => {
      const placed = (
        await postAs(t, ann, LIST, { id: ann.publicId, query: encodeURIComponent('status:placed') }).expect(
          200,
        )
      ).body;
      expect(placed.edges).toHaveLength(3);
      const shipped = (
        await postAs(t, ann, LIST, { id: ann.publicId, query: encodeURIComponent('status:shipped') }).expect(
          200,
        )
      ).body;
      expect(shipped).toEqual({
        edges: [],
        pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      });
      const byNumber = (
        await postAs(t, ann, LIST, {
          id: ann.publicId,
          query: encodeURIComponent(`name:${annsOrders[1].number}`),
        }).expect(200)
      ).body;
      expect(byNumber.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual([
        `gid://shop/Order/${annsOrders[1].id}`,
      ]);
      // Another customer's number finds nothing.
      const bobs = (
        await postAs(t, ann, LIST, { id: ann.publicId, query: `name%3A${bobsOrder.number}` }).expect(200)
      ).body;
      expect(bobs.edges).toEqual([]);
    });

    it("answers the hosted platform's order search (status:any|open|closed, financial and fulfillment status, created_at)", async () => {
      const count = async (query: string): Promise<number> =>
        (await postAs(t, ann, LIST, { id: ann.publicId, query: encodeURIComponent(query) }).expect(200)).body
          .edges.length;
      expect(await count('status:any')).toBe(3);
      expect(await count('status:open')).toBe(3);
      expect(await count('status:closed')).toBe(0);
      expect(await count('status:cancelled')).toBe(0);
      expect(await count('financial_status:paid fulfillment_status:unfulfilled')).toBe(3);
      expect(await count('fulfillment_status:shipped')).toBe(0);
      expect(await count(`status:any name:#${annsOrders[0].number}`)).toBe(1);
      expect(await count('created_at:>=2000-01-01')).toBe(3);
      expect(await count('created_at:<2000-01-01')).toBe(0);
      expect(await count('created_at:>2999-12-31 status:any')).toBe(0);
    });

    it('serves the staff site: a staff member reads their own orders there', async () => {
      const body = (await postAs(t, sam, LIST, { id: sam.publicId }).expect(200)).body;
      expect(
        body.edges.map(
          (edge: { node: { number: string; site: string; salesOrderType: string } }) => edge.node,
        ),
      ).toEqual([
        expect.objectContaining({ number: samsOrder.number, site: 'HPSF', salesOrderType: 'ZK01' }),
      ]);
      expect(samsOrder.number).toMatch(/^PSF-\d{6}$/);
    });
  });

  describe('get-shopify-last-order', () => {
    it("answers the caller's newest order", async () => {
      const body = (await postAs(t, ann, LAST, { id: ann.publicId }).expect(200)).body;
      expect(body.order).toMatchObject({
        id: `gid://shop/Order/${annsOrders[2].id}`,
        number: annsOrders[2].number,
      });
      expect(body.order.lineItems.edges).toHaveLength(2);
    });

    it('answers null for a customer without orders', async () => {
      const carl = await signUpConsumer(t, 'carl');
      expect((await postAs(t, carl, LAST, { id: carl.publicId }).expect(200)).body).toEqual({ order: null });
    });
  });

  describe('get-shopify-order', () => {
    it("answers one of the caller's orders by gid or bare uuid", async () => {
      const byGid = (await postAs(t, ann, ONE, { id: `gid://shop/Order/${annsOrders[0].id}` }).expect(200))
        .body;
      const byUuid = (await postAs(t, ann, ONE, { id: annsOrders[0].id }).expect(200)).body;
      expect(byGid).toEqual(byUuid);
      expect(byGid).toMatchObject({ number: annsOrders[0].number, status: 'placed', site: 'DTC' });
    });
  });

  describe("ownership (ARCHITECTURE §6): anonymous 401, anyone else's 404", () => {
    const calls = (): [string, object][] => [
      [LIST, { id: ann.publicId }],
      [LAST, { id: ann.publicId }],
      [ONE, { id: annsOrders[0].id }],
    ];

    it('answers 401 SIGNED_OUT without a session, with a bad token, and for a session of the other site', async () => {
      for (const [path, body] of calls()) {
        const anonymous = await t.http.post(path).set('Host', CONSUMER_HOST).send(body);
        expect([anonymous.status, anonymous.body.code]).toEqual([401, 'SIGNED_OUT']);
        const forged = await t.http.post(path).set('Authorization', 'Bearer not-a-session').send(body);
        expect(forged.status).toBe(401);
        const elsewhere = await t.http
          .post(path)
          .set('Host', STAFF_HOST)
          .set('Authorization', `Bearer ${ann.token}`)
          .send(body);
        expect([elsewhere.status, elsewhere.body.code]).toEqual([401, 'SIGNED_OUT']);
      }
    });

    it("answers 404 CUSTOMER_NOT_FOUND for another customer's id, with no data", async () => {
      for (const path of [LIST, LAST]) {
        for (const id of [bob.publicId, bob.customerId, 'gid://shop/Customer/not-a-uuid', '']) {
          const res = await postAs(t, ann, path, { id });
          expect(res.status).toBe(404);
          expect(res.body).toEqual({
            statusCode: 404,
            code: 'CUSTOMER_NOT_FOUND',
            message: 'No customer with this id',
          });
        }
      }
    });

    it("answers 404 ORDER_NOT_FOUND for another customer's order exactly like an unknown id", async () => {
      const unknown = (
        await postAs(t, ann, ONE, { id: 'gid://shop/Order/00000000-0000-4000-8000-000000000000' })
      ).body;
      expect(unknown).toEqual({ statusCode: 404, code: 'ORDER_NOT_FOUND', message: 'No order with this id' });
      for (const id of [bobsOrder.id, `gid://shop/Order/${bobsOrder.id}`, samsOrder.id, 'SPN-100001', 'x']) {
        const res = await postAs(t, ann, ONE, { id });
        expect(res.status).toBe(404);
        expect(res.body).toEqual(unknown);
      }
      const bobsOwn = await postAs(t, bob, ONE, { id: bobsOrder.id });
      expect(bobsOwn.status).toBe(200);
    });

    it("answers 404 for an order of the caller's id placed on the other site", async () => {
      const res = await postAs(t, ann, ONE, { id: annsStaffSiteOrder.id });
      expect([res.status, res.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    });

    it("never answers one staff member another's order, nor a consumer's", async () => {
      const other = await signInStaff(t);
      for (const id of [samsOrder.id, annsOrders[0].id]) {
        const res = await postAs(t, other, ONE, { id });
        expect([res.status, res.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
      }
      const list = await postAs(t, other, LIST, { id: sam.publicId });
      expect([list.status, list.body.code]).toEqual([404, 'CUSTOMER_NOT_FOUND']);
    });
  });

  describe('bad input: 4xx with a stable code, never a 500', () => {
    it.each([
      ['a NUL byte in id', LIST, { id: 'gid://shop/Customer/\u0000' }, 400, 'INVALID_CHARACTERS'],
      ['a number as id', LIST, { id: 12345 }, 400, 'VALIDATION_FAILED'],
      ['an object as id', ONE, { id: { $ne: null } }, 400, 'VALIDATION_FAILED'],
      ['a huge id', ONE, { id: 'a'.repeat(100_000) }, 400, 'VALIDATION_FAILED'],
      ['no id', LAST, { id: undefined }, 400, 'VALIDATION_FAILED'],
      ['quantity 0', LIST, { quantity: 0 }, 400, 'VALIDATION_FAILED'],
      ['quantity 51', LIST, { quantity: 51 }, 400, 'VALIDATION_FAILED'],
      ['a huge quantity', LIST, { quantity: 1e308 }, 400, 'VALIDATION_FAILED'],
      ['a fractional quantity', LIST, { quantity: 1.5 }, 400, 'VALIDATION_FAILED'],
      ['quantity as text', LIST, { quantity: '5' }, 400, 'VALIDATION_FAILED'],
      ['a forged cursor', LIST, { cursor: 'eyJub3QiOiJvdXJzIn0' }, 400, 'INVALID_CURSOR'],
      ['a cursor with a NUL byte', LIST, { cursor: 'abc\u0000' }, 400, 'INVALID_CHARACTERS'],
      [
        'a cursor of another call',
        LIST,
        { cursor: Buffer.from('[1,"l",0]').toString('base64url') },
        400,
        'INVALID_CURSOR',
      ],
      ['an unknown query', LIST, { query: 'tag%3Avip' }, 400, 'INVALID_ORDER_QUERY'],
      [
        'an OR query',
        LIST,
        { query: encodeURIComponent('status:open OR status:closed') },
        400,
        'INVALID_ORDER_QUERY',
      ],
      ['a query with a NUL byte', LIST, { query: 'status:placed%00' }, 400, 'INVALID_ORDER_QUERY'],
      ['a malformed query', LIST, { query: '%E0%A4%A' }, 400, 'INVALID_ORDER_QUERY'],
      ['an unknown field', LIST, { first: 10 }, 400, 'VALIDATION_FAILED'],
    ])('%s', async (_case, path, extra, status, code) => {
      const body = { id: ann.publicId, ...extra };
      const res = await postAs(t, ann, path, body);
      expect(res.status).toBe(status);
      expect(res.body.code).toBe(code);
    });
  });

  describe('OrdersService.create (contract 5)', () => {
    it('numbers orders from one sequence with the site prefix', async () => {
      const dtc = await placeOrder(t, newOrder({ site: 'DTC' }));
      const hpsf = await placeOrder(t, newOrder({ site: 'HPSF' }));
      expect(dtc.number).toMatch(/^SPN-\d{6}$/);
      expect(hpsf.number).toMatch(/^PSF-\d{6}$/);
      expect(Number(hpsf.number.slice(4))).toBeGreaterThan(Number(dtc.number.slice(4)));
    });

    it('refuses a second order from one cart (409 CART_ALREADY_ORDERED) and leaves the transaction usable', async () => {
      const order = newOrder();
      await placeOrder(t, order);
      const db = t.app.get<Database>(DATABASE);
      const orders = t.app.get(OrdersService);
      const after = await db.transaction(async (tx) => {
        await expect(orders.create(tx, { ...order })).rejects.toMatchObject({
          code: 'CART_ALREADY_ORDERED',
          status: 409,
        });
        return orders.create(tx, newOrder());
      });
      expect(after.number).toMatch(/^SPN-/);
    });

    it('refuses totals that do not add up, lines that do not add up, and a site with the wrong sales order type', async () => {
      const good = newOrder();
      await expect(
        placeOrder(t, { ...good, totals: { ...good.totals, totalCents: good.totals.totalCents + 1 } }),
      ).rejects.toThrow();
      const [line] = good.lines;
      await expect(
        placeOrder(t, { ...newOrder(), lines: [{ ...line, lineTotalCents: line.lineTotalCents - 1 }] }),
      ).rejects.toThrow();
      await expect(
        placeOrder(t, { ...newOrder({ site: 'HPSF' }), salesOrderType: 'ZDTC' }),
      ).rejects.toThrow();
      await expect(placeOrder(t, { ...newOrder(), lines: [] })).rejects.toThrow(RangeError);
    });

    it('keeps no part of an order whose transaction fails', async () => {
      const db = t.app.get<Database>(DATABASE);
      const order = newOrder({ customerId: bob.customerId });
      await expect(
        db.transaction(async (tx) => {
          await t.app.get(OrdersService).create(tx, order);
          throw new Error('payment declined');
        }),
      ).rejects.toThrow('payment declined');
      const listed = (await postAs(t, bob, LIST, { id: bob.publicId }).expect(200)).body;
      expect(listed.edges).toHaveLength(1);
    });
  });

  describe('the order confirmation mail', () => {
    it("queues a confirmation with the order's number, lines and a link to the order for a customer", async () => {
      await t.app.get(OrdersService).sendConfirmation(annsOrders[0]);
      const mail = (await t.outbox()).find((message) => message.subject.includes(annsOrders[0].number));
      expect(mail).toBeDefined();
      expect(mail?.to).toBe(ann.email);
      expect(mail?.subject).toBe(`Your order ${annsOrders[0].number} is confirmed`);
      expect(mail?.text).toContain('1 x Adult Chicken & Rice (4 lb bag): $25.99');
      expect(mail?.text).toContain(`/account/orders/${annsOrders[0].id}`);
    });

    it("sends a guest's confirmation to the order's email without an account link", async () => {
      const guest = await placeOrder(t, newOrder({ email: 'guest@example.com' }));
      await t.app.get(OrdersService).sendConfirmation(guest);
      const mail = (await t.outbox()).find((message) => message.subject.includes(guest.number));
      expect(mail?.to).toBe('guest@example.com');
      expect(mail?.text).not.toContain('/account/orders/');
    });
  });
});
