import { and, eq } from 'drizzle-orm';
import { stockLevels } from '../src/modules/stock/testing';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { newOrder, orderLine, paidReference, placeOrder } from './support/orders';
import { startTestApp, type TestApp } from './support/test-app';

const OPERATOR_TOKEN = 'test-operator-token-0123456789';
const ORDERS = '/api/operator/orders';

describe('operator calls on orders (Bearer OPERATOR_TOKEN)', () => {
  let t: TestApp;
  let db: Database;
  let skuCount = 0;
  const asOperator = <T extends { set(name: string, value: string): T }>(request: T) =>
    request.set('Authorization', `Bearer ${OPERATOR_TOKEN}`);

  async function stocked(quantity: number): Promise<string> {
    const sku = `TEST-OPS-${process.pid}-${(skuCount += 1)}`;
    await db.insert(stockLevels).values({ warehouseCode: 'DEN', sku, quantity });
    return sku;
  }

  async function unitsOf(sku: string): Promise<number> {
    const [row] = await db
      .select({ quantity: stockLevels.quantity })
      .from(stockLevels)
      .where(and(eq(stockLevels.warehouseCode, 'DEN'), eq(stockLevels.sku, sku)));
    return row.quantity;
  }

  /** An order placed as checkout will: its units taken from Denver, a real test-card payment. */
  async function placedWithStock(lines: { sku: string; quantity: number }[], site: 'DTC' | 'HPSF' = 'DTC') {
    return placeOrder(
      t,
      newOrder({
        site,
        paymentReference: await paidReference(t),
        lines: lines.map((line) => orderLine(line)),
      }),
      { takeStock: true },
    );
  }

  beforeAll(async () => {
    t = await startTestApp({ OPERATOR_TOKEN });
    db = t.app.get<Database>(DATABASE);
  });
  afterAll(() => t.close());

  describe('the token', () => {
    const calls = () => [
      t.http.get(ORDERS),
      t.http.post(`${ORDERS}/SPN-100001/mark-shipped`),
      t.http.post(`${ORDERS}/SPN-100001/cancel`),
    ];

    it('answers 401 OPERATOR_TOKEN_REQUIRED without one, and 401 OPERATOR_TOKEN_INVALID for a wrong one', async () => {
      for (const call of calls()) {
        const res = await call;
        expect([res.status, res.body.code]).toEqual([401, 'OPERATOR_TOKEN_REQUIRED']);
      }
      for (const call of calls()) {
        const res = await call.set('Authorization', `Bearer ${OPERATOR_TOKEN}x`);
        expect([res.status, res.body.code]).toEqual([401, 'OPERATOR_TOKEN_INVALID']);
      }
    });

    it("does not take a customer's session", async () => {
      const res = await t.http.get(ORDERS).set('Authorization', 'Bearer some-session-token-of-a-customer');
      expect(res.status).toBe(401);
    });
  });

  it('lists orders of both sites newest first, filtered by status and site, page by page', async () => {
    const sku = await stocked(50);
    const dtc = [
      await placedWithStock([{ sku, quantity: 1 }]),
      await placedWithStock([{ sku, quantity: 1 }]),
    ];
    const hpsf = await placedWithStock([{ sku, quantity: 1 }], 'HPSF');

    const all = (await asOperator(t.http.get(ORDERS)).query({ limit: 2 }).expect(200)).body;
    expect(all.orders.map((order: { number: string }) => order.number)).toEqual([hpsf.number, dtc[1].number]);
    expect(all.orders[0]).toMatchObject({
      site: 'HPSF',
      warehouseCode: 'DEN',
      paymentReference: expect.stringMatching(/^pm_test_/),
      customerId: null,
      cartId: expect.stringMatching(/^gid:\/\/shop\/Cart\//),
    });
    expect(all.nextCursor).toEqual(expect.any(String));
    const next = (
      await asOperator(t.http.get(ORDERS)).query({ limit: 2, cursor: all.nextCursor }).expect(200)
    ).body;
    expect(next.orders[0].number).toBe(dtc[0].number);

    const staffOnly = (await asOperator(t.http.get(ORDERS)).query({ site: 'HPSF' }).expect(200)).body;
    expect(staffOnly.orders.every((order: { site: string }) => order.site === 'HPSF')).toBe(true);
    expect(staffOnly.orders.map((order: { number: string }) => order.number)).toContain(hpsf.number);
  });

  it('marks a placed order shipped, once: shipped again or cancelled afterwards is 409 ORDER_STATE', async () => {
    const sku = await stocked(5);
    const order = await placedWithStock([{ sku, quantity: 2 }]);
    const shipped = (await asOperator(t.http.post(`${ORDERS}/${order.id}/mark-shipped`)).expect(200)).body;
    expect(shipped).toMatchObject({
      number: order.number,
      status: 'shipped',
      shippedAt: expect.any(String),
      cancelledAt: null,
    });

    const again = await asOperator(t.http.post(`${ORDERS}/${order.id}/mark-shipped`));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      statusCode: 409,
      code: 'ORDER_STATE',
      message: `Order ${order.number} is shipped: only a placed order can be marked shipped`,
    });
    const cancel = await asOperator(t.http.post(`${ORDERS}/${order.id}/cancel`));
    expect([cancel.status, cancel.body.code]).toEqual([409, 'ORDER_STATE']);
    expect(await unitsOf(sku)).toBe(3);

    const listed = (await asOperator(t.http.get(ORDERS)).query({ status: 'shipped' }).expect(200)).body;
    expect(listed.orders.map((o: { number: string }) => o.number)).toContain(order.number);
  });

  it('cancels a placed order: its units go back and its payment is refunded; it never ships afterwards', async () => {
    const [a, b] = [await stocked(4), await stocked(1)];
    const order = await placedWithStock([
      { sku: a, quantity: 3 },
      { sku: b, quantity: 1 },
    ]);
    expect([await unitsOf(a), await unitsOf(b)]).toEqual([1, 0]);

    // By its number, as an operator reads it off a ticket.
    const cancelled = (
      await asOperator(t.http.post(`${ORDERS}/${order.number.toLowerCase()}/cancel`)).expect(200)
    ).body;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelledAt: expect.any(String),
      refundReference: expect.stringMatching(/^re_test_/),
    });
    expect([await unitsOf(a), await unitsOf(b)]).toEqual([4, 1]);

    for (const action of ['cancel', 'mark-shipped']) {
      const res = await asOperator(t.http.post(`${ORDERS}/${order.id}/${action}`));
      expect([res.status, res.body.code]).toEqual([409, 'ORDER_STATE']);
    }
    // Cancelling twice gave nothing back twice.
    expect([await unitsOf(a), await unitsOf(b)]).toEqual([4, 1]);
  });

  it('lets only one of two simultaneous cancellations through', async () => {
    const sku = await stocked(2);
    const order = await placedWithStock([{ sku, quantity: 2 }]);
    const answers = await Promise.all([
      asOperator(t.http.post(`${ORDERS}/${order.id}/cancel`)),
      asOperator(t.http.post(`${ORDERS}/${order.id}/cancel`)),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await unitsOf(sku)).toBe(2);
  });

  it('changes nothing when the refund is refused (502 REFUND_FAILED)', async () => {
    const sku = await stocked(3);
    const order = await placeOrder(
      t,
      newOrder({ paymentReference: 'pm_unknown_to_the_provider', lines: [orderLine({ sku, quantity: 2 })] }),
      { takeStock: true },
    );
    const res = await asOperator(t.http.post(`${ORDERS}/${order.id}/cancel`));
    expect([res.status, res.body.code]).toEqual([502, 'REFUND_FAILED']);
    expect(await unitsOf(sku)).toBe(1);
    const still = (await asOperator(t.http.get(ORDERS)).query({ status: 'placed' }).expect(200)).body;
    expect(still.orders.map((o: { id: string }) => o.id)).toContain(`gid://shop/Order/${order.id}`);
  });

  it.each([
    ['an unknown uuid', '00000000-0000-4000-8000-000000000000'],
    ['an unknown number', 'SPN-999999999'],
    ['something that is no id', 'not-an-order'],
  ])('answers 404 ORDER_NOT_FOUND for %s', async (_case, id) => {
    for (const action of ['cancel', 'mark-shipped']) {
      const res = await asOperator(t.http.post(`${ORDERS}/${id}/${action}`));
      expect([res.status, res.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    }
  });

  it('answers 400 INVALID_CHARACTERS for an id with an encoded NUL byte', async () => {
    const res = await asOperator(t.http.post(`${ORDERS}/SPN-1%00/cancel`));
    expect([res.status, res.body.code]).toEqual([400, 'INVALID_CHARACTERS']);
  });

  it.each([
    ['limit 0', { limit: '0' }],
    ['limit 101', { limit: '101' }],
    ['a limit in words', { limit: 'ten' }],
    ['an unknown status', { status: 'lost' }],
    ['an unknown site', { site: 'XX' }],
    ['a forged cursor', { cursor: 'abc' }],
    ['an unknown parameter', { sort: 'asc' }],
  ])('answers 400 for %s', async (_case, query) => {
    const res = await asOperator(t.http.get(ORDERS)).query(query);
    expect(res.status).toBe(400);
    expect(res.body.code).toEqual(expect.stringMatching(/^(VALIDATION_FAILED|INVALID_CURSOR)$/));
  });
});
