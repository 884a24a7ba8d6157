import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { GivingOrderDonationsRepository, givingOrderDonations } from '../src/modules/giving/testing';
import { orders } from '../src/modules/orders/testing';
import { StockService } from '../src/modules/stock';
import { subscriptions } from '../src/modules/subscriptions/testing';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import {
  OrderEventsDispatcher,
  OrderEventsPublisher,
  OrderEventSubscribers,
} from '../src/platform/order-events';
import { OrderEventsRepository } from '../src/platform/order-events/order-events.repository';
import { SEED_GIVING_STORE_IDS, buildGivingSeed } from '../src/seed/giving/giving.seed-data';
import { signUpConsumer, type SignedInCustomer } from './support/account-sessions';
import { ELIGIBLE_HANDLE, firstPlanOf, newCart, variantsOf, type SeededVariant } from './support/carts';
import { AURORA_SHIP_TO, checkoutCall, checkoutToken, GOOD_CARD } from './support/checkouts';
import { setUnitsAt, unitsAt } from './support/stock-levels';
import { startTestApp, type TestApp } from './support/test-app';

const DTC = SEED_GIVING_STORE_IDS.DTC;
const OPERATOR_TOKEN = 'giving-orders-operator-token-0123456789';
const seed = buildGivingSeed();
const animal = seed.charities.filter((c) => c.categoryId === 3);

interface Donation {
  orderId: string;
  orderNumber: string;
  cause: {
    id: string;
    kind: string;
    name: string;
    city: string | null;
    state: string | null;
    ein: string | null;
    charities: { ein: string; name: string; city: string; state: string }[];
  } | null;
  givenCents: number;
  reversedCents: number;
  netCents: number;
  shopperFundedCents: number;
  lines: { position: number; productId: string; kind: string; amountCents: number; sku: string }[];
  entries: { kind: string; reason: string; amountCents: number }[];
}

/**
 * Giving in the order (issue 22, through the order events): the donation recorded with the order
 * in its transaction, to the cause the shopper's tracking holds; no order without its record when
 * a write fails; reversals on cancel and refund; renewals to the autoship's cause; the receipt
 * mail; only the owner reads it; the operator's report. On PGlite and (TEST_DB_ENGINE=postgres)
 * PostgreSQL, where two app instances on one database stand for two API processes.
 */
describe('giving in the order', () => {
  let t: TestApp;
  let db: Database;
  let dry: SeededVariant;
  let warehouse: string;

  beforeAll(async () => {
    t = await startTestApp({ OPERATOR_TOKEN });
    db = t.app.get<Database>(DATABASE);
    [dry] = await variantsOf(t, ELIGIBLE_HANDLE);
    warehouse = await t.app.get(StockService).warehouseFor('80011', 'HOME');
    await setUnitsAt(db, warehouse, dry.sku, 5000);
  });
  afterAll(() => t.close());

  const auth = (who: SignedInCustomer) => ({ Host: who.host, Authorization: `Bearer ${who.token}` });

  /** A tracking of `who` (or a guest) holding `causeId`; answers its id. */
  async function trackingWith(who: SignedInCustomer | null, causeId: string): Promise<string> {
    const headers = { 'x-store-id': DTC, ...(who ? auth(who) : {}) };
    const started = await t.http.post('/api/giving/tracking').set(headers).send({}).expect(201);
    const id = started.body.trackingId as string;
    await t.http
      .put(`/api/giving/tracking/${id}/set-cause`)
      .set(headers)
      .send({ causeId, causeName: 'shown name' })
      .expect(200);
    return id;
  }

  /** Places an order of the dry food; answers its id and cart id, or the refusal. */
  async function place(
    who: SignedInCustomer | null,
    options: { trackingId?: string; quantity?: number; sellingPlanId?: string } = {},
  ) {
    const { id: cartId } = await newCart(t, who, [
      {
        merchandiseId: dry.merchandiseId,
        quantity: options.quantity ?? 2,
        ...(options.sellingPlanId ? { sellingPlanId: options.sellingPlanId } : {}),
      },
    ]);
    const token = await checkoutToken(t, who, cartId);
    const headers: Record<string, string> = { 'Idempotency-Key': randomUUID() };
    if (options.trackingId) headers['X-Giving-Tracking-Id'] = options.trackingId;
    const email = who?.email ?? `giving-guest-${randomUUID().slice(0, 8)}@example.com`;
    const res = await checkoutCall(
      t,
      who,
      '/api/checkout/place-order',
      { token, email, shippingAddress: AURORA_SHIP_TO, card: GOOD_CARD },
      headers,
    );
    const [order] = await db.select().from(orders).where(eq(orders.cartId, cartId));
    return { res, cartId, order, email };
  }

  const readDonation = (who: SignedInCustomer, orderId: string) =>
    t.http.get(`/api/giving/orders/${orderId}/donation`).set(auth(who));

  async function donationOf(who: SignedInCustomer, orderId: string): Promise<Donation> {
    const res = await readDonation(who, orderId);
    if (res.status !== 200) throw new Error(`donation answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body as Donation;
  }

  const asOperator = (path: string) => t.http.get(path).set('Authorization', `Bearer ${OPERATOR_TOKEN}`);

  it('records the donation with the order, to the cause the tracking holds, snapshot and per line', async () => {
    const who = await signUpConsumer(t, 'give-rec');
    const charity = animal[0];
    const trackingId = await trackingWith(who, charity.ein);
    const { res, order } = await place(who, { trackingId });
    expect(res.status).toBe(200);
    const donation = await donationOf(who, order.id);
    expect(donation.cause).toEqual({
      id: charity.ein,
      kind: 'charity',
      name: charity.name,
      city: charity.city,
      state: charity.state,
      ein: charity.ein,
      charities: [],
    });
    expect(donation.orderNumber).toBe(order.number);
    expect(donation.givenCents).toBeGreaterThan(0);
    expect(donation.lines).toEqual([
      {
        position: 0,
        productId: expect.any(String),
        sku: dry.sku,
        kind: 'purchase',
        amountCents: donation.givenCents,
      },
    ]);
    expect(donation.entries).toEqual([
      { kind: 'purchase', reason: 'given', amountCents: donation.givenCents, at: expect.any(String) },
    ]);
    // The same maths as the provider's own cart call (libs/giving), on the order's line after its savings.
    const quoted = await t.http
      .post('/api/giving/products/get-multiple-donation')
      .set({ 'x-store-id': DTC })
      .send({
        cmsIds: [{ id: donation.lines[0].productId, price: dry.priceCents / 100, quantity: 2 }],
        providedCauseId: charity.ein,
      });
    expect(quoted.body.totalDonationCents).toBe(donation.givenCents);
  });

  it('gives to the store default cause without a tracking, or with another shopper’s', async () => {
    const who = await signUpConsumer(t, 'give-default');
    const stranger = await signUpConsumer(t, 'give-stranger');
    const strangers = await trackingWith(stranger, animal[1].ein);
    const store = await t.http.get('/api/giving/stores/cc-small/none').set({ 'x-store-id': DTC }).expect(200);
    for (const trackingId of [undefined, strangers, 'not-a-tracking-id']) {
      const { res, order } = await place(who, { trackingId });
      expect(res.status).toBe(200);
      expect((await donationOf(who, order.id)).cause?.id).toBe(store.body.defaultCauseId);
    }
    // The seed's default cause is a portfolio: its charities are kept with the order, and the
    // receipt names each (name, city, state, EIN).
    const { order } = await place(who);
    const { cause } = await donationOf(who, order.id);
    expect(cause).toMatchObject({ kind: 'portfolio', ein: null });
    expect(cause?.charities.length).toBeGreaterThan(0);
    const [first] = cause?.charities ?? [];
    expect(first.ein).toMatch(/^\d{2}-\d{7}$/);
    const receipt = (await t.outbox()).find(
      (m) => m.to === who.email && m.subject === `Your order ${order.number} gives to ${cause?.name}`,
    );
    expect(receipt?.text).toContain(
      `shared equally by ${first.name}, ${first.city}, ${first.state} (EIN ${first.ein})`,
    );
  });

  it('a failing donation write rolls the order back: no order, no record, stock as before', async () => {
    const who = await signUpConsumer(t, 'give-fail');
    const before = await unitsAt(db, warehouse, dry.sku);
    await db.execute(sql`create or replace function giving_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'donation write refused by the test'; end $$`);
    await db.execute(sql`create trigger giving_test_refuse before insert on giving_order_donations
      for each row execute function giving_test_refuse()`);
    let placed: Awaited<ReturnType<typeof place>>;
    try {
      placed = await place(who);
    } finally {
      await db.execute(sql`drop trigger giving_test_refuse on giving_order_donations`);
    }
    expect(placed.res.status).toBeGreaterThanOrEqual(500);
    expect(placed.order).toBeUndefined();
    expect(await unitsAt(db, warehouse, dry.sku)).toBe(before);
    expect(
      await db.select().from(givingOrderDonations).where(eq(givingOrderDonations.customerId, who.customerId)),
    ).toEqual([]);
    // The same cart places fine once the write works: nothing was left half done.
    const token = await checkoutToken(t, who, placed.cartId);
    const again = await checkoutCall(
      t,
      who,
      '/api/checkout/place-order',
      { token, shippingAddress: AURORA_SHIP_TO, card: GOOD_CARD },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(again.status).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.cartId, placed.cartId));
    expect((await donationOf(who, order.id)).givenCents).toBeGreaterThan(0);
  });

  it('the receipt mail says what was given and to whom (name, city, state, EIN)', async () => {
    const who = await signUpConsumer(t, 'give-mail');
    const charity = animal[2];
    const { order } = await place(who, { trackingId: await trackingWith(who, charity.ein) });
    const donation = await donationOf(who, order.id);
    const mail = (await t.outbox()).filter((m) => m.to === who.email && m.subject.includes('gives to'));
    expect(mail.map((m) => m.subject)).toEqual([`Your order ${order.number} gives to ${charity.name}`]);
    const dollars = (donation.givenCents / 100).toFixed(2);
    expect(mail[0].text).toContain(
      `we give $${dollars} to ${charity.name}, ${charity.city}, ${charity.state} (EIN ${charity.ein})`,
    );
    expect(mail[0].text).not.toContain('your own gift');
  });

  it('another shopper cannot read an order’s donation, nor a caller without a session', async () => {
    const owner = await signUpConsumer(t, 'give-owner');
    const other = await signUpConsumer(t, 'give-other');
    const { order } = await place(owner);
    const res = await readDonation(other, order.id);
    expect([res.status, res.body.code]).toEqual([404, 'GIVING_DONATION_NOT_FOUND']);
    expect((await t.http.get(`/api/giving/orders/${order.id}/donation`)).status).toBe(401);
    const malformed = await readDonation(owner, 'nope');
    expect([malformed.status, malformed.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('a cancelled order reverses its donation; both entries are kept', async () => {
    const who = await signUpConsumer(t, 'give-cancel');
    const { order } = await place(who, { trackingId: await trackingWith(who, animal[3].ein) });
    const given = (await donationOf(who, order.id)).givenCents;
    await t.http
      .post(`/api/operator/orders/${order.id}/cancel`)
      .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
      .expect(200);
    await t.outbox();
    const donation = await donationOf(who, order.id);
    expect(donation).toMatchObject({ givenCents: given, reversedCents: given, netCents: 0 });
    expect(donation.entries.filter((e) => e.amountCents !== 0).map((e) => [e.reason, e.amountCents])).toEqual(
      [
        ['given', given],
        ['cancelled', -given],
      ],
    );
    // Delivered again (a crash before its delivery was marked done), the reversal is not repeated.
    await t.app.get(OrderEventsDispatcher).drain();
    expect((await donationOf(who, order.id)).reversedCents).toBe(given);
  });

  it('a refund reverses its share; refunds adding up to the payment reverse all of it', async () => {
    const who = await signUpConsumer(t, 'give-refund');
    const { order } = await place(who, { quantity: 3, trackingId: await trackingWith(who, animal[4].ein) });
    const given = (await donationOf(who, order.id)).givenCents;
    const refund = async (amountCents: number) => {
      await db.transaction((tx) =>
        t.app.get(OrderEventsPublisher).publish(tx, 'OrderRefunded', {
          orderId: order.id,
          orderNumber: order.number,
          site: 'DTC',
          customerId: who.customerId,
          amountCents,
          paymentReference: order.paymentReference,
          refundReference: `re_${randomUUID()}`,
        }),
      );
      await t.outbox();
    };
    const quarter = Math.floor(order.totalCents / 4);
    await refund(quarter);
    const afterQuarter = await donationOf(who, order.id);
    expect(afterQuarter.reversedCents).toBe(Math.round((given * quarter) / order.totalCents));
    await refund(order.totalCents - quarter);
    const afterAll = await donationOf(who, order.id);
    expect(afterAll).toMatchObject({ givenCents: given, reversedCents: given, netCents: 0 });
    expect(afterAll.entries.map((e) => e.reason)).toEqual(['given', 'refunded', 'refunded']);
  });

  it('a renewal gives again, to the cause chosen for its autoship in My Subscriptions', async () => {
    const who = await signUpConsumer(t, 'give-renew');
    const plan = await firstPlanOf(t, dry.sku);
    const first = animal[5];
    const chosen = animal[6];
    const { order } = await place(who, {
      sellingPlanId: plan,
      trackingId: await trackingWith(who, first.ein),
    });
    expect((await donationOf(who, order.id)).cause?.id).toBe(first.ein);
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, who.customerId));
    const path = `/api/giving/subscriptions/${subscription.contractId}/cause`;
    expect((await t.http.get(path).set(auth(who)).expect(200)).body).toEqual({
      contractId: subscription.contractId,
      causeId: null,
    });
    // Another shopper can neither read nor change it; an unknown cause is refused.
    const other = await signUpConsumer(t, 'give-renew-other');
    const refused = await t.http.put(path).set(auth(other)).send({ causeId: chosen.ein });
    expect([refused.status, refused.body.code]).toEqual([404, 'SUBSCRIPTION_NOT_FOUND']);
    const unknown = await t.http.put(path).set(auth(who)).send({ causeId: '00-0000000' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'GIVING_CAUSE_NOT_FOUND']);
    await t.http.put(path).set(auth(who)).send({ causeId: chosen.ein }).expect(200);

    await db
      .update(subscriptions)
      .set({ nextOrderDate: new Date().toISOString().slice(0, 10) })
      .where(eq(subscriptions.id, subscription.id));
    const run = await t.http
      .post('/api/operator/renewals/run')
      .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
      .send();
    expect(run.body).toMatchObject({ renewed: 1 });
    const [renewal] = await db
      .select()
      .from(orders)
      .where(like(orders.cartId, `renewal:${subscription.contractId}:%`));
    const donation = await donationOf(who, renewal.id);
    expect(donation.cause).toMatchObject({ id: chosen.ein, name: chosen.name, ein: chosen.ein });
    expect(donation.givenCents).toBeGreaterThan(0);
    const record = await t.app.get(GivingOrderDonationsRepository).find(renewal.id);
    expect(record).toMatchObject({ source: 'renewal', subscriptionContractId: subscription.contractId });
    await db
      .update(subscriptions)
      .set({ status: 'cancelled', cancelled: true })
      .where(eq(subscriptions.id, subscription.id));
  });

  it('the operator report sums per cause and month, with reversals, as JSON and CSV', async () => {
    const charity = animal[7];
    const who = await signUpConsumer(t, 'give-report');
    const trackingId = await trackingWith(who, charity.ein);
    const a = await place(who, { trackingId });
    const b = await place(who, { trackingId, quantity: 3 });
    await t.http
      .post(`/api/operator/orders/${b.order.id}/cancel`)
      .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
      .expect(200);
    await t.outbox();
    const givenA = (await donationOf(who, a.order.id)).givenCents;
    const givenB = (await donationOf(who, b.order.id)).givenCents;
    const month = new Date().toISOString().slice(0, 7);

    const json = await asOperator(`/api/operator/giving/donations?from=${month}&to=${month}`).expect(200);
    const row = (json.body.rows as { causeId: string }[]).find((r) => r.causeId === charity.ein);
    expect(row).toEqual({
      month,
      causeId: charity.ein,
      causeName: charity.name,
      causeEin: charity.ein,
      causeCity: charity.city,
      causeState: charity.state,
      orders: 2,
      givenCents: givenA + givenB,
      reversedCents: givenB,
      netCents: givenA,
    });
    const csv = await asOperator(`/api/operator/giving/donations.csv?from=${month}&to=${month}`).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('month,cause_id,cause_name,ein,city,state,orders,given,reversed,net');
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    expect(lines).toContain(
      [
        month,
        charity.ein,
        charity.name,
        charity.ein,
        charity.city,
        charity.state,
        '2',
        dollars(givenA + givenB),
        dollars(givenB),
        dollars(givenA),
      ]
        .map((v) => (/[",]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : v))
        .join(','),
    );

    expect((await t.http.get(`/api/operator/giving/donations?from=${month}&to=${month}`)).status).toBe(401);
    // The CSV call's refusals are the usual JSON errors.
    const csvRefused = await asOperator('/api/operator/giving/donations.csv?from=2026-05&to=2026-01');
    expect([csvRefused.status, csvRefused.body.code]).toEqual([400, 'INVALID_REPORT_RANGE']);
    const backwards = await asOperator('/api/operator/giving/donations?from=2026-05&to=2026-01');
    expect([backwards.status, backwards.body.code]).toEqual([400, 'INVALID_REPORT_RANGE']);
    const tooLong = await asOperator('/api/operator/giving/donations?from=2020-01&to=2026-01');
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'INVALID_REPORT_RANGE']);
    const malformed = await asOperator('/api/operator/giving/donations?from=2026-13&to=2026-01');
    expect([malformed.status, malformed.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('two processes handling one cancellation reverse it once', async () => {
    const who = await signUpConsumer(t, 'give-two');
    const { order } = await place(who, { trackingId: await trackingWith(who, animal[8].ein) });
    const given = (await donationOf(who, order.id)).givenCents;
    // A second app on the same PostgreSQL stands for another API process; on PGlite (one process)
    // two dispatchers of this app.
    const other =
      t.database.engine === 'postgres'
        ? await startTestApp({ OPERATOR_TOKEN, ...t.database.overrides })
        : null;
    try {
      await t.app.get(OrderEventsDispatcher).stop();
      if (other) await other.app.get(OrderEventsDispatcher).stop();
      await t.http
        .post(`/api/operator/orders/${order.id}/cancel`)
        .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
        .expect(200);
      const clock = { now: () => new Date() };
      const dispatcherOf = (app: TestApp) =>
        new OrderEventsDispatcher(
          app.app.get(OrderEventsRepository),
          app.app.get(OrderEventSubscribers),
          clock,
        );
      await Promise.all([dispatcherOf(t).drain(), dispatcherOf(other ?? t).drain()]);
      const donation = await donationOf(who, order.id);
      expect(donation).toMatchObject({ givenCents: given, reversedCents: given, netCents: 0 });
      expect(donation.entries.filter((e) => e.reason === 'cancelled')).toHaveLength(1);
    } finally {
      await other?.close();
    }
  });
});
