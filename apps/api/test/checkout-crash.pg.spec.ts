import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { orderGid } from '../src/modules/orders';
import { orders } from '../src/modules/orders/testing';
import { StockService } from '../src/modules/stock';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { idempotencyKeys } from '../src/platform/idempotency/idempotency.schema';
import { startAppProcess, type AppProcess } from './support/app-processes';
import { ELIGIBLE_HANDLE, newCart, variantsOf, type SeededVariant } from './support/carts';
import { AURORA_SHIP_TO, checkoutToken, GOOD_CARD, placeOrder } from './support/checkouts';
import { CONSUMER_HOST } from './support/site-hosts';
import { setUnitsAt, unitsAt } from './support/stock-levels';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 26 §1: a process that dies while placing an order never strands it. Each attempt below is
 * sent to an API process of its own (the app from source, on the same PostgreSQL database) that
 * is killed with SIGKILL at a named point of place-order (TEST_CRASH_AT); the shopper's retry, same
 * Idempotency-Key and body, goes to another process (this test's app). After the order's commit,
 * the retry answers that order at once (not 409 IDEMPOTENCY_IN_PROGRESS, not 404 CART_NOT_FOUND);
 * before it, nothing was kept and the retry places the order. PostgreSQL only: processes of their
 * own cannot share an embedded database.
 */
describe('place-order when the process dies mid-request (PostgreSQL)', () => {
  let t: TestApp;
  let db: Database;
  let dry: SeededVariant;
  let warehouse: string;
  const outbox = mkdtempSync(join(tmpdir(), 'shop-crash-outbox-'));
  const children: AppProcess[] = [];

  /** An API process of its own on this test's database that dies at `point`. */
  const processDyingAt = (point: string) =>
    startAppProcess({
      ...t.database.overrides,
      TEST_CRASH_AT: point,
      SEED: 'false',
      REDIS_URL: t.database.overrides.REDIS_URL ?? '',
      STOREFRONT_DIR: '/nonexistent/storefront',
      MAIL_OUTBOX_DIR: outbox,
      SMTP_URL: '',
      RATE_LIMITS: 'default=100000,images=100000,search=100000,operator=100000,signin=100000,contact=100000',
    });

  /** A guest's one-line cart, its checkout link and the place-order body for it. */
  const guestCheckout = async (email: string) => {
    const { id } = await newCart(t, null, [{ merchandiseId: dry.merchandiseId, quantity: 1 }]);
    const token = await checkoutToken(t, null, id);
    return { cartId: id, body: { token, email, shippingAddress: AURORA_SHIP_TO, card: GOOD_CARD } };
  };

  /** place-order sent to the dying process: it must get no answer at all. */
  const sendToDying = async (child: AppProcess, body: object, key: string) => {
    const outcome = await supertest(child.url)
      .post('/api/checkout/place-order')
      .set('Host', CONSUMER_HOST)
      .set('Idempotency-Key', key)
      .send(body)
      .then(
        (res) => `answered ${res.status}`,
        (error: NodeJS.ErrnoException) => error.code ?? error.message,
      );
    expect(outcome).not.toMatch(/^answered/);
    expect(await child.exited).toEqual({ code: null, signal: 'SIGKILL' });
  };

  const ordersOfCart = (cartId: string) => db.select().from(orders).where(eq(orders.cartId, cartId));
  const keyRow = async (key: string) =>
    (await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Database>(DATABASE);
    [, dry] = await variantsOf(t, ELIGIBLE_HANDLE);
    warehouse = await t.app.get(StockService).warehouseFor('80011', 'HOME');
    await setUnitsAt(db, warehouse, dry.sku, 100);
  });
  afterAll(async () => {
    for (const child of children) child.kill();
    await t?.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('after the commit: the retry on another process answers the order placed, at once, and places no other', async () => {
    const [afterCommit, beforeCommit] = await Promise.all([
      processDyingAt('place-order:after-commit'),
      processDyingAt('place-order:before-commit'),
    ]);
    children.push(afterCommit, beforeCommit);

    const placed = await guestCheckout('crash-after@example.com');
    const key = randomUUID();
    const units = await unitsAt(db, warehouse, dry.sku);
    await sendToDying(afterCommit, placed.body, key);
    // The order and its stored answer committed together before the process died.
    const [stranded] = await ordersOfCart(placed.cartId);
    expect(stranded).toBeDefined();
    expect(await keyRow(key)).toMatchObject({ status: 'completed' });
    const retry = await placeOrder(t, null, placed.body, key).expect(200);
    expect(retry.body).toMatchObject({ id: orderGid(stranded.id), number: stranded.number });
    expect(await ordersOfCart(placed.cartId)).toHaveLength(1);
    expect(await unitsAt(db, warehouse, dry.sku)).toBe(units - 1);
    // Its confirmation, never delivered by the process that died, is delivered by this one, once.
    // (The giving module's donation receipt, a mail of its own, is not this test's concern.)
    const mail = (await t.outbox()).filter(
      (m) => m.to.includes('crash-after@example.com') && m.subject.endsWith(' is confirmed'),
    );
    expect(mail.map((m) => m.subject)).toEqual([`Your order ${stranded.number} is confirmed`]);
    // Another guest sending the same key is not refused as a reused key.
    const other = await guestCheckout('crash-other@example.com');
    await placeOrder(t, null, other.body, key).expect(200);

    // Before the commit: nothing was kept, and the retry places the order.
    const unplaced = await guestCheckout('crash-before@example.com');
    const secondKey = randomUUID();
    const before = await unitsAt(db, warehouse, dry.sku);
    await sendToDying(beforeCommit, unplaced.body, secondKey);
    expect(await ordersOfCart(unplaced.cartId)).toEqual([]);
    expect(await keyRow(secondKey)).toBeUndefined();
    expect(await unitsAt(db, warehouse, dry.sku)).toBe(before);
    const placedNow = await placeOrder(t, null, unplaced.body, secondKey).expect(200);
    const [row] = await ordersOfCart(unplaced.cartId);
    expect(placedNow.body).toMatchObject({ id: orderGid(row.id), email: 'crash-before@example.com' });
    expect(await unitsAt(db, warehouse, dry.sku)).toBe(before - 1);
  });
});
