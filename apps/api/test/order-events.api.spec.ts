import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orders } from '../src/modules/orders/testing';
import { StockService } from '../src/modules/stock';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { ConflictError } from '../src/platform/errors/app-error';
import {
  OrderContributions,
  OrderEventsDispatcher,
  OrderEventSubscribers,
} from '../src/platform/order-events';
import { OrderEventsRepository } from '../src/platform/order-events/order-events.repository';
import { cartCall, ELIGIBLE_HANDLE, newCart, variantsOf } from './support/carts';
import { AURORA_SHIP_TO, checkoutToken, GOOD_CARD, placeOrder } from './support/checkouts';
import { setUnitsAt, unitsAt } from './support/stock-levels';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/** A guest's one-line order to `email`; answers its number. */
async function placeGuestOrder(t: TestApp, email: string): Promise<string> {
  const [variant] = await variantsOf(t, ELIGIBLE_HANDLE);
  const { id } = await newCart(t, null, [{ merchandiseId: variant.merchandiseId, quantity: 1 }]);
  const token = await checkoutToken(t, null, id);
  const placed = await placeOrder(t, null, {
    token,
    email,
    shippingAddress: AURORA_SHIP_TO,
    card: GOOD_CARD,
  });
  if (placed.status !== 200)
    throw new Error(`place-order answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  return placed.body.number as string;
}

const confirmationsTo = async (t: TestApp, email: string) =>
  (await t.outbox()).filter((mail) => mail.to === email && mail.subject.includes('is confirmed'));

/**
 * Order events over a real app (ARCHITECTURE §2 order events): the confirmation mail goes once
 * per order, after the commit, even when the process that placed it stops before delivering it;
 * two dispatchers never both deliver one; a contributor's refusal takes the whole order back.
 */
describe('order events', () => {
  describe('one app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('an order placed sends exactly one confirmation mail', async () => {
      const number = await placeGuestOrder(t, 'events.one@example.com');
      const mail = await confirmationsTo(t, 'events.one@example.com');
      expect(mail.map((m) => m.subject)).toEqual([`Your order ${number} is confirmed`]);
      await t.app.get(OrderEventsDispatcher).drain();
      expect(await confirmationsTo(t, 'events.one@example.com')).toHaveLength(1);
    });

    it('a contributor that refuses rolls the order back: no order, stock and cart as before, no mail', async () => {
      const db = t.app.get<Database>(DATABASE);
      const [variant] = await variantsOf(t, ELIGIBLE_HANDLE);
      const warehouse = await t.app.get(StockService).warehouseFor('80011', 'HOME');
      await setUnitsAt(db, warehouse, variant.sku, 20);
      let refuse = true;
      t.app.get(OrderContributions).register({
        name: 'test.refuses',
        orderBooked: async () => {
          if (refuse) throw new ConflictError('TEST_REFUSED', 'This test refuses the order');
        },
      });
      const { id } = await newCart(t, null, [{ merchandiseId: variant.merchandiseId, quantity: 2 }]);
      const token = await checkoutToken(t, null, id);
      const refused = await placeOrder(t, null, {
        token,
        email: 'events.refused@example.com',
        shippingAddress: AURORA_SHIP_TO,
        card: GOOD_CARD,
      });
      refuse = false;
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('TEST_REFUSED');
      expect(await db.select().from(orders).where(eq(orders.cartId, id))).toEqual([]);
      expect(await unitsAt(db, warehouse, variant.sku)).toBe(20);
      const cart = await cartCall(t, null, 'get-cart', { cartId: id }).expect(200);
      expect(JSON.stringify(cart.body)).toContain(variant.sku);
      expect(await confirmationsTo(t, 'events.refused@example.com')).toEqual([]);
    });

    it('two dispatchers draining the same outbox deliver each confirmation exactly once', async () => {
      // This app's own dispatcher stands still, so the orders' events wait for the two below.
      const own = t.app.get(OrderEventsDispatcher);
      await own.stop();
      const numbers = [
        await placeGuestOrder(t, 'events.two@example.com'),
        await placeGuestOrder(t, 'events.two@example.com'),
        await placeGuestOrder(t, 'events.two@example.com'),
      ];
      const clock = { now: () => new Date() };
      const dispatcher = () =>
        new OrderEventsDispatcher(t.app.get(OrderEventsRepository), t.app.get(OrderEventSubscribers), clock);
      const [a, b] = [dispatcher(), dispatcher()];
      await Promise.all([a.drain(), b.drain()]);
      const mail = await confirmationsTo(t, 'events.two@example.com');
      expect(mail.map((m) => m.subject).sort()).toEqual(
        numbers.map((n) => `Your order ${n} is confirmed`).sort(),
      );
    });
  });

  describe('a process that stops between the commit and the delivery', () => {
    let shared: TestDatabase | undefined;
    let dataDir: string | undefined;
    afterAll(async () => {
      await shared?.dispose();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('leaves the mail to the next process on the same database, which sends it once', async () => {
      shared = await createTestDatabase();
      dataDir = mkdtempSync(join(tmpdir(), 'shop-events-'));
      const onShared: Record<string, string> =
        shared.engine === 'postgres' ? shared.overrides : { DATA_DIR: dataDir, DATABASE_URL: '' };
      const first = await startTestApp(onShared);
      let number: string;
      try {
        // Stands for a crash: the order commits, its event is never delivered by this process.
        await first.app.get(OrderEventsDispatcher).stop();
        number = await placeGuestOrder(first, 'events.crash@example.com');
        expect(await confirmationsTo(first, 'events.crash@example.com')).toEqual([]);
      } finally {
        await first.close();
      }
      const second = await startTestApp(onShared);
      try {
        const mail = await confirmationsTo(second, 'events.crash@example.com');
        expect(mail.map((m) => m.subject)).toEqual([`Your order ${number} is confirmed`]);
        await second.app.get(OrderEventsDispatcher).drain();
        expect(await confirmationsTo(second, 'events.crash@example.com')).toHaveLength(1);
      } finally {
        await second.close();
      }
    });
  });
});
