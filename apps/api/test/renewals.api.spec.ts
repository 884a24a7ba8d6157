import { eq, inArray, like } from 'drizzle-orm';
import { orderLines, orders } from '../src/modules/orders/testing';
import { RenewSubscriptionFlow } from '../src/flows/renewal/renew-subscription.flow';
import { RenewalJob } from '../src/flows/renewal/renewal-job';
import { OrdersService } from '../src/modules/orders';
import { StockService } from '../src/modules/stock';
import { SubscriptionRenewalsService } from '../src/modules/subscriptions';
import { type SubscriptionRow, subscriptions } from '../src/modules/subscriptions/testing';
import { Clock } from '../src/platform/clock/clock';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../src/platform/payments/payment-provider';
import { postAs, signUpConsumer, type SignedInCustomer } from './support/account-sessions';
import { ELIGIBLE_HANDLE, firstPlanOf, newCart, variantsOf, type SeededVariant } from './support/carts';
import { AURORA_SHIP_TO, checkoutToken, GOOD_CARD, placeOrder } from './support/checkouts';
import { setUnitsAt, unitsAt } from './support/stock-levels';
import { startTestApp, type TestApp } from './support/test-app';

const OPERATOR_TOKEN = 'renewals-operator-token-0123456789';
/** Charged once at checkout, declined whenever its saved reference is charged again. */
const DECLINES_LATER_CARD = { ...GOOD_CARD, number: '4000000000000341' };
const DAY = 86_400_000;

interface RunCounts {
  renewed: number;
  failed: number;
  paused: number;
  reminded: number;
  more: boolean;
}

/**
 * Autoship renewals (issue 14) with a fixed clock, on PGlite and (TEST_DB_ENGINE=postgres)
 * PostgreSQL, where two app instances on one database stand for two API processes.
 */
describe('Renewals: the job, its operator call, failures and reminders', () => {
  let t: TestApp;
  /** A second app on the same database (PostgreSQL), or the same app (PGlite: one process). */
  let other: TestApp;
  let db: Database;
  let dry: SeededVariant;
  let plan: string;
  let warehouse: string;
  /** The fixed 'now' of a test. */
  let now: Date;
  let clock: jest.SpyInstance<Date, []>;

  const dayOf = (date: Date) => date.toISOString().slice(0, 10);
  const at = (date: Date) => {
    now = date;
    clock.mockImplementation(() => new Date(now.getTime()));
  };

  function run(app: TestApp = t) {
    return app.http
      .post('/api/operator/renewals/run')
      .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
      .send();
  }

  async function runOk(app: TestApp = t): Promise<RunCounts> {
    const res = await run(app);
    if (res.status !== 200)
      throw new Error(`renewals/run answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body as RunCounts;
  }

  const unitsOf = (sku: string) => unitsAt(db, warehouse, sku);
  const setUnits = (sku: string, quantity: number) => setUnitsAt(db, warehouse, sku, quantity);

  /** A customer with one autoship started at checkout (quantity units of the dry food). */
  async function subscriber(
    name: string,
    options: { quantity?: number; card?: typeof GOOD_CARD } = {},
  ): Promise<{ who: SignedInCustomer; subscription: SubscriptionRow }> {
    const who = await signUpConsumer(t, name);
    const { id } = await newCart(t, who, [
      { merchandiseId: dry.merchandiseId, quantity: options.quantity ?? 2, sellingPlanId: plan },
    ]);
    const token = await checkoutToken(t, who, id);
    await placeOrder(t, who, {
      token,
      shippingAddress: AURORA_SHIP_TO,
      card: options.card ?? GOOD_CARD,
    }).expect(200);
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, who.customerId));
    return { who, subscription };
  }

  async function setNextOrderDate(subscription: SubscriptionRow, date: string): Promise<void> {
    await db.update(subscriptions).set({ nextOrderDate: date }).where(eq(subscriptions.id, subscription.id));
  }

  async function reload(subscription: SubscriptionRow): Promise<SubscriptionRow> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    return row;
  }

  const renewalOrdersOf = (subscription: SubscriptionRow) =>
    db
      .select()
      .from(orders)
      .where(like(orders.cartId, `renewal:${subscription.contractId}:%`));

  const mailTo = async (email: string) => (await t.outbox()).filter((m) => m.to === email);

  beforeAll(async () => {
    t = await startTestApp({ OPERATOR_TOKEN, RENEWAL_REMINDER_DAYS: '3' });
    other =
      t.database.engine === 'postgres'
        ? await startTestApp({ OPERATOR_TOKEN, RENEWAL_REMINDER_DAYS: '3', ...t.database.overrides })
        : t;
    db = t.app.get<Database>(DATABASE);
    [dry] = await variantsOf(t, ELIGIBLE_HANDLE);
    plan = await firstPlanOf(t, dry.sku);
    warehouse = await t.app.get(StockService).warehouseFor('80011', 'HOME');
    await setUnits(dry.sku, 5000);
  });

  beforeEach(() => {
    clock = jest.spyOn(t.app.get(Clock), 'now');
    if (other !== t)
      jest.spyOn(other.app.get(Clock), 'now').mockImplementation(() => new Date(now.getTime()));
    at(new Date());
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    // Every test starts with nothing due: what a test left active is retired.
    await db.update(subscriptions).set({ status: 'cancelled', cancelled: true });
  });

  afterAll(async () => {
    if (other && other !== t) await other.close();
    await t?.close();
  });

  it('renews a due autoship: exactly one order, in My Orders, confirmed by mail, the date moved', async () => {
    const { who, subscription } = await subscriber('renew-ann');
    const today = dayOf(now);
    await setNextOrderDate(subscription, today);
    const unitsBefore = await unitsOf(dry.sku);

    expect(await runOk()).toEqual({ renewed: 1, failed: 0, paused: 0, reminded: 0, more: false });

    const placed = await renewalOrdersOf(subscription);
    expect(placed).toHaveLength(1);
    const [order] = placed;
    expect(order).toMatchObject({
      customerId: who.customerId,
      site: 'DTC',
      email: who.email,
      salesOrg: 'USHD',
      salesOrderType: 'ZDTC',
      warehouseCode: warehouse,
      status: 'placed',
      cartId: `renewal:${subscription.contractId}:${today}`,
      paymentReference: subscription.paymentReference,
    });
    expect(order.shippingAddress).toMatchObject({ address1: '1 Main St', zip: '80011', firstName: 'Ann' });
    // Re-priced from the catalogue: the 5% autoship saving, and no AUTO35 on a renewal.
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const autoshipUnit = Math.round(dry.priceCents * 0.95);
    expect(line).toMatchObject({
      sku: dry.sku,
      quantity: 2,
      unitPriceCents: dry.priceCents,
      discountCents: 2 * (dry.priceCents - autoshipUnit),
      sellingPlanId: plan,
      frequencyDays: subscription.frequencyDays,
    });
    expect(order.totalCents).toBe(
      order.subtotalCents -
        order.discountCents +
        order.shippingCents +
        order.serviceChargeCents +
        order.taxCents,
    );
    expect(await unitsOf(dry.sku)).toBe(unitsBefore - 2);

    const after = await reload(subscription);
    expect(after).toMatchObject({
      status: 'active',
      lastRenewedOn: today,
      nextOrderDate: dayOf(new Date(Date.parse(today) + subscription.frequencyDays * DAY)),
      renewalFailures: 0,
      retryAt: null,
    });

    const mine = await postAs(t, who, '/api/ecom/v1.0/get-shopify-orders', { id: who.publicId }).expect(200);
    expect(mine.body.edges.map((e: { node: { number: string } }) => e.node.number)).toContain(order.number);
    const mail = await mailTo(who.email);
    expect(mail.map((m) => m.subject)).toContain(`Your order ${order.number} is confirmed`);

    // Run again the same day: nothing is due.
    expect(await runOk()).toEqual({ renewed: 0, failed: 0, paused: 0, reminded: 0, more: false });
    expect(await renewalOrdersOf(subscription)).toHaveLength(1);
  });

  it('two runs at the same moment (two processes on PostgreSQL) still place one order per subscription', async () => {
    const subscribers = await Promise.all(['race-a', 'race-b', 'race-c'].map((name) => subscriber(name)));
    const today = dayOf(now);
    for (const { subscription } of subscribers) await setNextOrderDate(subscription, today);
    const unitsBefore = await unitsOf(dry.sku);

    const [first, second] = await Promise.all([runOk(t), runOk(other)]);
    expect(first.renewed + second.renewed).toBe(3);
    expect(first.failed + second.failed + first.paused + second.paused).toBe(0);
    for (const { subscription } of subscribers) {
      expect(await renewalOrdersOf(subscription)).toHaveLength(1);
      expect((await reload(subscription)).lastRenewedOn).toBe(today);
    }
    expect(await unitsOf(dry.sku)).toBe(unitsBefore - 6);
    expect(await runOk(other)).toMatchObject({ renewed: 0 });
  });

  it('even two processes holding the same claim renew it once: the row lock and its period decide', async () => {
    const { subscription } = await subscriber('same-claim');
    await setNextOrderDate(subscription, dayOf(now));
    // Both processes act on one claim, as when a slow job's lease ran out under it.
    const [claimed] = await t.app.get(SubscriptionRenewalsService).claimDue({
      today: dayOf(now),
      now,
      leaseUntil: now,
      limit: 10,
    });
    expect(claimed.id).toBe(subscription.id);
    const results = await Promise.all(
      [t, other, t].map((app) => app.app.get(RenewSubscriptionFlow).renew(claimed)),
    );
    expect(results.map((r) => r.outcome).sort()).toEqual(['renewed', 'skipped', 'skipped']);
    expect(await renewalOrdersOf(subscription)).toHaveLength(1);
  });

  it('a declined renewal backs off 1 then 2 days, mails each time, and pauses at the third', async () => {
    const { who, subscription } = await subscriber('declined-dan', { card: DECLINES_LATER_CARD });
    const start = now;
    const period = dayOf(start);
    await setNextOrderDate(subscription, period);
    const unitsBefore = await unitsOf(dry.sku);

    expect(await runOk()).toEqual({ renewed: 0, failed: 1, paused: 0, reminded: 0, more: false });
    let row = await reload(subscription);
    expect(row).toMatchObject({ status: 'active', nextOrderDate: period, renewalFailures: 1 });
    expect(row.retryAt?.getTime()).toBe(start.getTime() + DAY);
    let mail = await mailTo(who.email);
    expect(mail.at(-1)?.subject).toBe('We could not place your autoship order');
    expect(mail.at(-1)?.text).toMatch(/declined/);

    // Backing off: the same day and just before the retry time, nothing happens.
    at(new Date(start.getTime() + DAY - 60_000));
    expect(await runOk()).toMatchObject({ renewed: 0, failed: 0, paused: 0 });

    at(new Date(start.getTime() + DAY));
    expect(await runOk()).toMatchObject({ failed: 1, paused: 0 });
    row = await reload(subscription);
    expect(row.renewalFailures).toBe(2);
    expect(row.retryAt?.getTime()).toBe(start.getTime() + 3 * DAY);

    at(new Date(start.getTime() + 2 * DAY));
    expect(await runOk()).toMatchObject({ failed: 0, paused: 0 });

    at(new Date(start.getTime() + 3 * DAY));
    expect(await runOk()).toMatchObject({ renewed: 0, failed: 0, paused: 1 });
    row = await reload(subscription);
    expect(row).toMatchObject({ status: 'paused', renewalFailures: 3, retryAt: null, nextOrderDate: period });
    mail = await mailTo(who.email);
    expect(mail.filter((m) => m.subject === 'We could not place your autoship order')).toHaveLength(2);
    expect(mail.at(-1)?.subject).toBe('Your autoship is paused');

    // Paused: never tried again; nothing was ever taken or booked.
    at(new Date(start.getTime() + 30 * DAY));
    expect(await runOk()).toMatchObject({ renewed: 0, failed: 0, paused: 0 });
    expect(await renewalOrdersOf(subscription)).toHaveLength(0);
    expect(await unitsOf(dry.sku)).toBe(unitsBefore);

    // Resumed by the customer, it starts afresh: a new failure is the first, not a fourth. (The
    // clock goes back to the test's start, where the customer's session is still live.)
    at(start);
    await postAs(t, who, '/api/subscriptions/resume', { contractId: subscription.contractId }).expect(200);
    row = await reload(subscription);
    expect(row).toMatchObject({ status: 'active', renewalFailures: 0, retryAt: null });
    at(new Date(`${row.nextOrderDate}T12:00:00Z`));
    expect(await runOk()).toMatchObject({ renewed: 0, failed: 1, paused: 0 });
    expect(await reload(subscription)).toMatchObject({ status: 'active', renewalFailures: 1 });
  });

  it('out of stock: no order, no unit taken, no charge, the customer mailed and retried later', async () => {
    const { who, subscription } = await subscriber('short-sue', { quantity: 3 });
    await setNextOrderDate(subscription, dayOf(now));
    await setUnits(dry.sku, 2);
    const authorize = jest.spyOn(t.app.get<PaymentProvider>(PAYMENT_PROVIDER), 'authorize');
    try {
      expect(await runOk()).toEqual({ renewed: 0, failed: 1, paused: 0, reminded: 0, more: false });
      expect(await unitsOf(dry.sku)).toBe(2);
      expect(authorize).not.toHaveBeenCalled();
      expect(await renewalOrdersOf(subscription)).toHaveLength(0);
      expect(await reload(subscription)).toMatchObject({ status: 'active', renewalFailures: 1 });
      const [mail] = (await mailTo(who.email)).slice(-1);
      expect(mail.subject).toBe('We could not place your autoship order');
      expect(mail.text).toMatch(/out of stock/);

      // Restocked: the retry a day later renews it.
      await setUnits(dry.sku, 5000);
      at(new Date(now.getTime() + DAY));
      expect(await runOk()).toMatchObject({ renewed: 1 });
      expect(await renewalOrdersOf(subscription)).toHaveLength(1);
      expect(await reload(subscription)).toMatchObject({ renewalFailures: 0, retryAt: null });
    } finally {
      await setUnits(dry.sku, 5000);
    }
  });

  it('a transient provider failure is retried an hour later, never counted, never mailed', async () => {
    const { who, subscription } = await subscriber('transient-tom');
    await setNextOrderDate(subscription, dayOf(now));
    // The saved reference of the test card that fails with a processing error.
    await db
      .update(subscriptions)
      .set({ paymentReference: 'pm_test_visa_0119_204012_0123456789abcdef' })
      .where(eq(subscriptions.id, subscription.id));
    const mailBefore = (await mailTo(who.email)).length;
    const unitsBefore = await unitsOf(dry.sku);

    for (let attempt = 0; attempt < 4; attempt++) {
      expect(await runOk()).toMatchObject({ renewed: 0, failed: 1, paused: 0 });
      const row = await reload(subscription);
      expect(row).toMatchObject({ status: 'active', renewalFailures: 0, renewalAttempts: attempt + 1 });
      expect(row.retryAt?.getTime()).toBe(now.getTime() + 60 * 60_000);
      at(new Date(now.getTime() + 60 * 60_000));
    }
    expect(await unitsOf(dry.sku)).toBe(unitsBefore);
    expect(await mailTo(who.email)).toHaveLength(mailBefore);
  });

  it('crashing after the charge leaves nothing done: no order, units back, the payment refunded', async () => {
    const { subscription } = await subscriber('crash-cat');
    await setNextOrderDate(subscription, dayOf(now));
    const unitsBefore = await unitsOf(dry.sku);
    const refund = jest.spyOn(t.app.get<PaymentProvider>(PAYMENT_PROVIDER), 'refund');
    jest.spyOn(t.app.get(OrdersService), 'create').mockRejectedValueOnce(new Error('connection lost'));

    expect(await runOk()).toMatchObject({ renewed: 0, failed: 1, paused: 0 });
    expect(await renewalOrdersOf(subscription)).toHaveLength(0);
    expect(await unitsOf(dry.sku)).toBe(unitsBefore);
    expect(refund).toHaveBeenCalledWith(subscription.paymentReference, expect.any(Number));
    expect(await reload(subscription)).toMatchObject({
      nextOrderDate: dayOf(now),
      lastRenewedOn: null,
      renewalFailures: 0,
      renewalAttempts: 1,
    });

    // The retry an hour later renews it, once.
    at(new Date(now.getTime() + 60 * 60_000));
    expect(await runOk()).toMatchObject({ renewed: 1 });
    expect(await renewalOrdersOf(subscription)).toHaveLength(1);
  });

  it('mails a reminder RENEWAL_REMINDER_DAYS before the renewal, once per period', async () => {
    const { who, subscription } = await subscriber('remind-rita');
    const inTwoDays = dayOf(new Date(now.getTime() + 2 * DAY));
    await setNextOrderDate(subscription, inTwoDays);
    const inFiveDays = await subscriber('remind-later');
    await setNextOrderDate(inFiveDays.subscription, dayOf(new Date(now.getTime() + 5 * DAY)));

    expect(await runOk()).toEqual({ renewed: 0, failed: 0, paused: 0, reminded: 1, more: false });
    const [mail] = (await mailTo(who.email)).slice(-1);
    expect(mail.subject).toMatch(/^Your autoship renews on /);
    expect(mail.text).toMatch(/\/account\/autoships/);
    expect(await reload(subscription)).toMatchObject({ remindedFor: inTwoDays });
    expect(await mailTo(inFiveDays.who.email)).not.toContainEqual(
      expect.objectContaining({ subject: expect.stringMatching(/renews on/) }),
    );

    // The next day, and from another process: already reminded for this period.
    at(new Date(now.getTime() + DAY));
    expect(await runOk(other)).toMatchObject({ reminded: 0 });
    expect((await mailTo(who.email)).filter((m) => /renews on/.test(m.subject))).toHaveLength(1);
  });

  it('a run out of time budget claims no more and says more are due; the next run renews them', async () => {
    const { subscription } = await subscriber('budget-bea');
    await setNextOrderDate(subscription, dayOf(now));
    const job = t.app.get(RenewalJob);
    expect(await job.run({ budgetMs: 0 })).toMatchObject({ renewed: 0, more: true });
    expect(await renewalOrdersOf(subscription)).toHaveLength(0);
    expect(await job.run({ budgetMs: 60_000 })).toMatchObject({ renewed: 1, more: false });
  });

  it('is an operator call: no token or a wrong one is 401, and it is in the OpenAPI document', async () => {
    const none = await t.http.post('/api/operator/renewals/run').send().expect(401);
    expect(none.body.code).toBe('OPERATOR_TOKEN_REQUIRED');
    const wrong = await t.http
      .post('/api/operator/renewals/run')
      .set('Authorization', 'Bearer not-the-token')
      .send()
      .expect(401);
    expect(wrong.body.code).toBe('OPERATOR_TOKEN_INVALID');
    const doc = await t.http.get('/api/openapi.json').expect(200);
    expect(doc.body.paths['/api/operator/renewals/run'].post.operationId).toBe('runDueRenewals');
  });

  it('only renews what is due: a future date, a paused or a cancelled autoship is left alone', async () => {
    const future = await subscriber('future-fay');
    await setNextOrderDate(future.subscription, dayOf(new Date(now.getTime() + 10 * DAY)));
    const paused = await subscriber('paused-pat');
    await setNextOrderDate(paused.subscription, dayOf(now));
    await db
      .update(subscriptions)
      .set({ status: 'paused' })
      .where(eq(subscriptions.id, paused.subscription.id));
    const cancelled = await subscriber('cancelled-cal');
    await setNextOrderDate(cancelled.subscription, dayOf(now));
    await db
      .update(subscriptions)
      .set({ status: 'cancelled', cancelled: true })
      .where(eq(subscriptions.id, cancelled.subscription.id));

    expect(await runOk()).toEqual({ renewed: 0, failed: 0, paused: 0, reminded: 0, more: false });
    const left = [future, paused, cancelled].map((s) => s.subscription);
    for (const subscription of left) expect(await renewalOrdersOf(subscription)).toHaveLength(0);
    const rows = await db
      .select()
      .from(subscriptions)
      .where(
        inArray(
          subscriptions.id,
          left.map((s) => s.id),
        ),
      );
    expect(rows.map((row) => row.lastRenewedOn)).toEqual([null, null, null]);
  });
});
