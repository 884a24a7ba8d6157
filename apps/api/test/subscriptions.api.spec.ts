import { addCalendarDays, AUTOSHIP_CANCEL_REASONS } from '@shop/cart';
import { and, eq } from 'drizzle-orm';
import { stockLevels } from '../src/modules/stock/testing';
import { StockService } from '../src/modules/stock';
import {
  type SubscriptionRow,
  subscriptions,
  SubscriptionsRepository,
} from '../src/modules/subscriptions/testing';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { postAs, signInStaff, signUpConsumer, type SignedInCustomer } from './support/account-sessions';
import { ELIGIBLE_HANDLE, firstPlanOf, newCart, variantsOf, type SeededVariant } from './support/carts';
import { AURORA_SHIP_TO, checkoutToken, GOOD_CARD, placeOrder } from './support/checkouts';
import { CONSUMER_HOST, STAFF_HOST } from './support/site-hosts';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Autoship self-service over HTTP (issue 14): get-subscriptions and one call per action, on
 * subscriptions started by real checkouts, with the ownership matrix; PGlite and
 * (TEST_DB_ENGINE=postgres) PostgreSQL.
 */
describe('Subscriptions: get-subscriptions and self-service', () => {
  let t: TestApp;
  let db: Database;
  let dry: SeededVariant[];
  let plan: string;
  let ann: SignedInCustomer;
  let bob: SignedInCustomer;

  const today = () => new Date().toISOString().slice(0, 10);

  async function rowOf(contractId: string): Promise<SubscriptionRow> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.contractId, contractId));
    return row;
  }

  /** A new autoship through the real checkout (cart, multipass, place-order); its contract id. */
  async function subscribe(who: SignedInCustomer, quantity = 2): Promise<string> {
    const warehouse = await t.app.get(StockService).warehouseFor('80011', 'HOME');
    await db
      .update(stockLevels)
      .set({ quantity: 500 })
      .where(and(eq(stockLevels.warehouseCode, warehouse), eq(stockLevels.sku, dry[0].sku)));
    const { id } = await newCart(t, who, [
      { merchandiseId: dry[0].merchandiseId, quantity, sellingPlanId: plan },
    ]);
    const placed = await placeOrder(t, who, {
      token: await checkoutToken(t, who, id),
      shippingAddress: AURORA_SHIP_TO,
      card: GOOD_CARD,
    });
    if (placed.status !== 200)
      throw new Error(`place-order answered ${placed.status}: ${JSON.stringify(placed.body)}`);
    return placed.body.subscriptions[0].contractId as string;
  }

  const call = (who: SignedInCustomer, action: string, body: object) =>
    postAs(t, who, `/api/subscriptions/${action}`, body);

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Database>(DATABASE);
    dry = await variantsOf(t, ELIGIBLE_HANDLE);
    plan = await firstPlanOf(t, dry[0].sku);
    ann = await signUpConsumer(t, 'ann-autoship');
    bob = await signUpConsumer(t, 'bob-autoship');
  });
  afterAll(() => t.close());

  describe('get-subscriptions', () => {
    it("answers the caller's own subscriptions under SPEC §3's names, with what the page shows", async () => {
      const contractId = await subscribe(ann);
      const row = await rowOf(contractId);
      const res = await postAs(t, ann, '/api/get-subscriptions', { customer: ann.publicId }).expect(200);
      const mine = (res.body.results as { contractId: string }[]).find((s) => s.contractId === contractId);
      expect(mine).toEqual({
        customerId: ann.publicId,
        productId: row.productId,
        variantId: row.variantId,
        sku: dry[0].sku,
        contractId,
        frequencyDays: row.frequencyDays,
        frequency: row.frequencyDays / 7,
        status: 'active',
        cancelled: false,
        cancelReason: null,
        startDateString: today(),
        nextOrderDateString: addCalendarDays(today(), row.frequencyDays),
        quantity: 2,
        weight: dry[0].weight,
        weightUnit: dry[0].weightUnit,
        orderDue: false,
        productTitle: expect.any(String),
        productHandle: ELIGIBLE_HANDLE,
        variantTitle: expect.any(String),
        size: expect.stringMatching(/\d/),
        imageUrl: expect.any(String),
        shipTo: expect.objectContaining({ firstName: 'Ann', zip: '80011', provinceCode: 'CO' }),
        sellingPlans: expect.arrayContaining([
          { frequencyDays: row.frequencyDays, frequency: row.frequencyDays / 7, name: expect.any(String) },
        ]),
        actions: [
          'changeFrequency',
          'changeNextOrderDate',
          'skipNextOrder',
          'orderNow',
          'changeQuantity',
          'changeShipTo',
          'pause',
          'cancel',
        ],
      });
      // The body's customer may be left out: the session decides.
      const again = await postAs(t, ann, '/api/get-subscriptions', {}).expect(200);
      expect(again.body.results).toEqual(res.body.results);
    });

    it("never answers another customer's: their id is 404, and their own list leaves Ann's out", async () => {
      const contractId = await subscribe(ann);
      const asked = await postAs(t, bob, '/api/get-subscriptions', { customer: ann.publicId }).expect(404);
      expect(asked.body.code).toBe('CUSTOMER_NOT_FOUND');
      const own = await postAs(t, bob, '/api/get-subscriptions', { customer: bob.publicId }).expect(200);
      expect((own.body.results as { contractId: string }[]).map((s) => s.contractId)).not.toContain(
        contractId,
      );
    });

    it('is for signed-in callers only, on their own site', async () => {
      const anonymous = await t.http.post('/api/get-subscriptions').set('Host', CONSUMER_HOST).send({});
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('SIGNED_OUT');
      const elsewhere = await t.http
        .post('/api/get-subscriptions')
        .set('Host', STAFF_HOST)
        .set('Authorization', `Bearer ${ann.token}`)
        .send({});
      expect(elsewhere.status).toBe(401);
    });

    it.each([
      [{ customer: 42 }],
      [{ customer: 'x'.repeat(101) }],
      [{ unknown: true }],
      [{ customer: { id: 'x' } }],
    ])('answers 400 VALIDATION_FAILED for %j', async (body) => {
      const res = await postAs(t, ann, '/api/get-subscriptions', body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('ownership of every self-service call', () => {
    let annsId: string;
    let otherSitesId: string;
    const actions: [string, object][] = [
      ['change-frequency', { frequencyDays: 28 }],
      ['change-next-order-date', { nextOrderDate: '2099-01-01' }],
      ['skip-next-order', {}],
      ['order-now', {}],
      ['change-quantity', { quantity: 3 }],
      ['change-ship-to', { shipTo: AURORA_SHIP_TO }],
      ['pause', {}],
      ['resume', {}],
      ['cancel', { reason: 'OTHER' }],
      ['reactivate', {}],
    ];

    beforeAll(async () => {
      annsId = await subscribe(ann);
      // Ann's own subscription, but on the staff site: not reachable from her consumer session.
      const { id: _id, contractId: _c, createdAt: _at, ...copy } = await rowOf(annsId);
      otherSitesId = `sub_${'S'.repeat(22)}`;
      await db.insert(subscriptions).values({ ...copy, contractId: otherSitesId, site: 'HPSF' });
    });

    it.each(actions)(
      "%s: another customer's subscription is 404 and stays as it was",
      async (action, body) => {
        const before = await rowOf(annsId);
        const res = await call(bob, action, { contractId: annsId, ...body }).expect(404);
        expect(res.body).toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND' });
        expect(JSON.stringify(res.body)).not.toContain(before.sku);
        expect(await rowOf(annsId)).toEqual(before);
      },
    );

    it.each(actions)(
      "%s: another site's subscription is 404, even the caller's own",
      async (action, body) => {
        const before = await rowOf(otherSitesId);
        const res = await call(ann, action, { contractId: otherSitesId, ...body }).expect(404);
        expect(res.body.code).toBe('SUBSCRIPTION_NOT_FOUND');
        expect(await rowOf(otherSitesId)).toEqual(before);
      },
    );

    it.each(actions)('%s: anonymous is 401, a made-up or malformed id 404, NUL 400', async (action, body) => {
      const anonymous = await t.http
        .post(`/api/subscriptions/${action}`)
        .set('Host', CONSUMER_HOST)
        .send({ contractId: annsId, ...body });
      expect(anonymous.status).toBe(401);
      for (const contractId of [
        `sub_${'A'.repeat(22)}`,
        "' or 1=1 --",
        'x'.repeat(100),
        '',
        annsId.toUpperCase(),
      ]) {
        const res = await call(ann, action, { contractId, ...body });
        expect([res.status, res.body.code]).toEqual([404, 'SUBSCRIPTION_NOT_FOUND']);
      }
      const nul = await call(ann, action, { contractId: 'sub_\u0000', ...body });
      expect([nul.status, nul.body.code]).toEqual([400, 'INVALID_CHARACTERS']);
    });

    it('refuses a cookie-only write without the storefront header (CSRF), and takes it with the header', async () => {
      const write = () =>
        t.http
          .post('/api/subscriptions/change-quantity')
          .set('Host', CONSUMER_HOST)
          .set('Cookie', `sessionToken=${ann.token}`);
      const refused = await write().send({ contractId: annsId, quantity: 4 });
      expect([refused.status, refused.body.code]).toEqual([403, 'CSRF_REFUSED']);
      expect((await rowOf(annsId)).quantity).toBe(2);
      await write().set('X-Shop-Client', 'storefront').send({ contractId: annsId, quantity: 4 }).expect(200);
      expect((await rowOf(annsId)).quantity).toBe(4);
    });

    it('leaves the other site out of get-subscriptions', async () => {
      const res = await postAs(t, ann, '/api/get-subscriptions', {}).expect(200);
      const ids = (res.body.results as { contractId: string }[]).map((s) => s.contractId);
      expect(ids).toContain(annsId);
      expect(ids).not.toContain(otherSitesId);
    });

    it.each([
      [{ contractId: 42 }],
      [{ contractId: 'x'.repeat(101) }],
      [{}],
      [{ contractId: 'sub_x', extra: 1 }],
    ])('answers 400 VALIDATION_FAILED for %j', async (body) => {
      const res = await call(ann, 'pause', body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('change frequency', () => {
    it('takes a plan the product offers, and refuses any other', async () => {
      const contractId = await subscribe(ann);
      const listed = await postAs(t, ann, '/api/get-subscriptions', {}).expect(200);
      const listedOne = (
        listed.body.results as { contractId: string; sellingPlans: { frequencyDays: number }[] }[]
      ).find((s) => s.contractId === contractId);
      const plans = (listedOne?.sellingPlans ?? []).map((p) => p.frequencyDays);
      const { frequencyDays: current, nextOrderDate } = await rowOf(contractId);
      const longer = plans.find((days) => days > current);
      expect(longer).toBeDefined();
      const res = await call(ann, 'change-frequency', { contractId, frequencyDays: longer }).expect(200);
      expect(res.body).toMatchObject({
        contractId,
        frequencyDays: longer,
        nextOrderDateString: nextOrderDate,
      });
      expect(await rowOf(contractId)).toMatchObject({ frequencyDays: longer });

      const shorter = Math.min(...plans);
      const back = await call(ann, 'change-frequency', { contractId, frequencyDays: shorter }).expect(200);
      expect(back.body.nextOrderDateString).toBe(addCalendarDays(today(), shorter));

      const refused = await call(ann, 'change-frequency', { contractId, frequencyDays: 9 }).expect(422);
      expect(refused.body.code).toBe('FREQUENCY_NOT_OFFERED');
      for (const frequencyDays of ['28', 2.5, null, 1e308])
        expect(
          (await call(ann, 'change-frequency', { contractId, frequencyDays })).status,
        ).toBeGreaterThanOrEqual(400);
      expect(await rowOf(contractId)).toMatchObject({ frequencyDays: shorter });
    });
  });

  describe('change next order date', () => {
    it('moves it within tomorrow .. 120 days ahead', async () => {
      const contractId = await subscribe(ann);
      const tomorrow = addCalendarDays(today(), 1);
      await call(ann, 'change-next-order-date', { contractId, nextOrderDate: tomorrow }).expect(200);
      expect((await rowOf(contractId)).nextOrderDate).toBe(tomorrow);
      const last = addCalendarDays(today(), 120);
      const res = await call(ann, 'change-next-order-date', { contractId, nextOrderDate: last }).expect(200);
      expect(res.body.nextOrderDateString).toBe(last);

      for (const nextOrderDate of [today(), addCalendarDays(today(), 121), '2001-01-01']) {
        const refused = await call(ann, 'change-next-order-date', { contractId, nextOrderDate }).expect(422);
        expect(refused.body.code).toBe('NEXT_ORDER_DATE_OUT_OF_RANGE');
      }
      const notADay = await call(ann, 'change-next-order-date', { contractId, nextOrderDate: '2030-02-30' });
      expect(notADay.status).toBe(400);
      expect(notADay.body.code).toBe('INVALID_DATE');
      for (const nextOrderDate of ['tomorrow', '2030-1-1', '2030-01-01T00:00:00Z', 20300101, null])
        expect((await call(ann, 'change-next-order-date', { contractId, nextOrderDate })).body.code).toBe(
          'VALIDATION_FAILED',
        );
      expect((await rowOf(contractId)).nextOrderDate).toBe(last);
    });
  });

  describe('skip and order now', () => {
    it('skip moves the next order one period later; order now makes it today', async () => {
      const contractId = await subscribe(ann);
      const { nextOrderDate, frequencyDays } = await rowOf(contractId);
      const skipped = await call(ann, 'skip-next-order', { contractId }).expect(200);
      expect(skipped.body.nextOrderDateString).toBe(addCalendarDays(nextOrderDate, frequencyDays));
      const now = await call(ann, 'order-now', { contractId }).expect(200);
      expect(now.body).toMatchObject({ nextOrderDateString: today(), orderDue: true, status: 'active' });
      expect((await rowOf(contractId)).nextOrderDate).toBe(today());
    });

    it('refuses a skip past the horizon', async () => {
      const contractId = await subscribe(ann);
      await call(ann, 'change-next-order-date', {
        contractId,
        nextOrderDate: addCalendarDays(today(), 110),
      }).expect(200);
      const res = await call(ann, 'skip-next-order', { contractId }).expect(422);
      expect(res.body.code).toBe('SKIP_BEYOND_HORIZON');
    });

    it('two writes at once are both kept', async () => {
      const contractId = await subscribe(ann);
      const { nextOrderDate, frequencyDays } = await rowOf(contractId);
      const answers = await Promise.all([
        call(ann, 'skip-next-order', { contractId }),
        call(ann, 'change-quantity', { contractId, quantity: 4 }),
        call(ann, 'skip-next-order', { contractId }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(await rowOf(contractId)).toMatchObject({
        nextOrderDate: addCalendarDays(nextOrderDate, 2 * frequencyDays),
        quantity: 4,
      });
    });
    it('a change made between reading and writing (a renewal moving the date) is kept, and the write planned again', async () => {
      const contractId = await subscribe(ann);
      const { nextOrderDate, frequencyDays } = await rowOf(contractId);
      const renewed = addCalendarDays(nextOrderDate, frequencyDays);
      const repository = t.app.get(SubscriptionsRepository);
      const write = repository.updateIfUnchanged.bind(repository);
      const spy = jest
        .spyOn(repository, 'updateIfUnchanged')
        .mockImplementationOnce(async (read, changes) => {
          await db.update(subscriptions).set({ nextOrderDate: renewed }).where(eq(subscriptions.id, read.id));
          return write(read, changes);
        });
      const res = await call(ann, 'skip-next-order', { contractId }).expect(200);
      spy.mockRestore();
      expect(res.body.nextOrderDateString).toBe(addCalendarDays(renewed, frequencyDays));
      expect((await rowOf(contractId)).nextOrderDate).toBe(addCalendarDays(renewed, frequencyDays));
    });

    it('answers 409 SUBSCRIPTION_BUSY when concurrent writes keep winning, and writes nothing', async () => {
      const contractId = await subscribe(ann);
      const before = await rowOf(contractId);
      const spy = jest
        .spyOn(t.app.get(SubscriptionsRepository), 'updateIfUnchanged')
        .mockResolvedValue(undefined);
      const res = await call(ann, 'change-quantity', { contractId, quantity: 5 }).expect(409);
      spy.mockRestore();
      expect(res.body.code).toBe('SUBSCRIPTION_BUSY');
      expect(await rowOf(contractId)).toEqual(before);
    });
  });

  describe('change quantity', () => {
    it('takes 1 to 5 (SPEC §5) and nothing else', async () => {
      const contractId = await subscribe(ann);
      for (const quantity of [5, 1]) {
        const res = await call(ann, 'change-quantity', { contractId, quantity }).expect(200);
        expect(res.body.quantity).toBe(quantity);
      }
      for (const quantity of [0, 6, -1, 1000]) {
        const res = await call(ann, 'change-quantity', { contractId, quantity }).expect(422);
        expect(res.body.code).toBe('QUANTITY_OUT_OF_RANGE');
      }
      for (const quantity of [2.5, '3', null, [3]]) {
        const res = await call(ann, 'change-quantity', { contractId, quantity }).expect(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
      }
      expect((await rowOf(contractId)).quantity).toBe(1);
    });
  });

  describe('change ship-to', () => {
    it('ships to a checked home address the shop serves', async () => {
      const contractId = await subscribe(ann);
      const denver = {
        ...AURORA_SHIP_TO,
        address1: '2 Elm St',
        city: 'Denver',
        zip: '80202',
        firstName: 'Bo',
      };
      const res = await call(ann, 'change-ship-to', { contractId, shipTo: denver }).expect(200);
      expect(res.body.shipTo).toMatchObject({
        firstName: 'Bo',
        address1: '2 Elm St',
        zip: '80202',
        province: 'Colorado',
        countryCode: 'US',
      });
      expect((await rowOf(contractId)).shipTo).toMatchObject({ address1: '2 Elm St', zip: '80202' });

      const mismatch = await call(ann, 'change-ship-to', { contractId, shipTo: { ...denver, zip: '10001' } });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.code).toBe('ZIP_STATE_MISMATCH');
      const broken = await call(ann, 'change-ship-to', {
        contractId,
        shipTo: { ...denver, address1: 'a\u0000b' },
      });
      expect(broken.status).toBe(400);
      for (const shipTo of [
        null,
        'home',
        { ...denver, firstName: '' },
        { ...denver, city: 'x'.repeat(5000) },
      ]) {
        const res = await call(ann, 'change-ship-to', { contractId, shipTo });
        expect(res.status).toBe(400);
      }
      expect((await rowOf(contractId)).shipTo).toMatchObject({ zip: '80202' });
    });
  });

  describe('pause, resume, cancel and reactivate', () => {
    it('pause stops skip and order now; resume after the date passed moves it to tomorrow', async () => {
      const contractId = await subscribe(ann);
      const paused = await call(ann, 'pause', { contractId }).expect(200);
      expect(paused.body).toMatchObject({ status: 'paused', cancelled: false });
      expect(paused.body.actions).toEqual([
        'changeFrequency',
        'changeNextOrderDate',
        'changeQuantity',
        'changeShipTo',
        'resume',
        'cancel',
      ]);
      await call(ann, 'pause', { contractId }).expect(200);
      for (const action of ['skip-next-order', 'order-now']) {
        const res = await call(ann, action, { contractId }).expect(409);
        expect(res.body.code).toBe('SUBSCRIPTION_PAUSED');
      }
      // Time passes while paused: the next date is now a month ago.
      await db
        .update(subscriptions)
        .set({ nextOrderDate: addCalendarDays(today(), -30) })
        .where(eq(subscriptions.contractId, contractId));
      const laterDay = today();
      const resumed = await call(ann, 'resume', { contractId }).expect(200);
      expect(resumed.body).toMatchObject({
        status: 'active',
        nextOrderDateString: addCalendarDays(laterDay, 1),
      });
    });

    it('cancels with a reason from the list, kept in cancel_reason; only reactivate leaves it', async () => {
      const contractId = await subscribe(ann);
      for (const reason of ['Because', '', 'other', ' OTHER']) {
        const res = await call(ann, 'cancel', { contractId, reason }).expect(400);
        expect(res.body.code).toBe('INVALID_CANCEL_REASON');
      }
      expect((await call(ann, 'cancel', { contractId, reason: 7 })).body.code).toBe('VALIDATION_FAILED');
      expect((await rowOf(contractId)).status).toBe('active');

      const cancelled = await call(ann, 'cancel', { contractId, reason: AUTOSHIP_CANCEL_REASONS[0] }).expect(
        200,
      );
      expect(cancelled.body).toMatchObject({
        status: 'cancelled',
        cancelled: true,
        cancelReason: AUTOSHIP_CANCEL_REASONS[0],
        actions: ['reactivate'],
      });
      expect(await rowOf(contractId)).toMatchObject({
        status: 'cancelled',
        cancelled: true,
        cancelReason: AUTOSHIP_CANCEL_REASONS[0],
      });
      const profile = await postAs(t, ann, '/api/ecom/v1.0/get-shopify-customer', {}).expect(200);
      expect(profile.body.subscriptions).toContainEqual(
        expect.objectContaining({ contractId, cancelled: true, cancelReason: AUTOSHIP_CANCEL_REASONS[0] }),
      );

      const others: [string, object][] = [
        ['change-frequency', { frequencyDays: 28 }],
        ['change-next-order-date', { nextOrderDate: addCalendarDays(today(), 5) }],
        ['skip-next-order', {}],
        ['order-now', {}],
        ['change-quantity', { quantity: 3 }],
        ['change-ship-to', { shipTo: AURORA_SHIP_TO }],
        ['pause', {}],
        ['resume', {}],
        ['cancel', { reason: 'OTHER' }],
      ];
      for (const [action, body] of others) {
        const res = await call(ann, action, { contractId, ...body }).expect(409);
        expect(res.body.code).toBe('SUBSCRIPTION_CANCELLED');
      }
      expect((await rowOf(contractId)).cancelReason).toBe(AUTOSHIP_CANCEL_REASONS[0]);

      const back = await call(ann, 'reactivate', { contractId }).expect(200);
      expect(back.body).toMatchObject({ status: 'active', cancelled: false, cancelReason: null });
      expect(await rowOf(contractId)).toMatchObject({
        status: 'active',
        cancelled: false,
        cancelReason: null,
      });
      const again = await call(ann, 'reactivate', { contractId }).expect(409);
      expect(again.body.code).toBe('SUBSCRIPTION_NOT_CANCELLED');
    });
  });

  describe('staff site', () => {
    it("lists a staff member's autoship on the staff site only, and lets them change it", async () => {
      const staff = await signInStaff(t, { sapAccountGroup: 'ZVET', clinic: { shipTo: '200000001' } });
      const contractId = await subscribe(staff, 1);
      const res = await postAs(t, staff, '/api/get-subscriptions', {}).expect(200);
      expect(res.body.results).toEqual([expect.objectContaining({ contractId, customerId: staff.publicId })]);
      await call(staff, 'change-quantity', { contractId, quantity: 2 }).expect(200);
      expect((await call(ann, 'change-quantity', { contractId, quantity: 3 })).status).toBe(404);
      expect((await rowOf(contractId)).quantity).toBe(2);
    });
  });
});
