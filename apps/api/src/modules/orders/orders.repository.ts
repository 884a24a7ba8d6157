import { Inject, Injectable } from '@nestjs/common';
import type { SiteId } from '@shop/identity';
import { and, asc, desc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { rowsOf } from '../../platform/database/result-rows';
import type { OrderStatus } from './new-order';
import {
  orderLines,
  orders,
  type NewOrderLineFields,
  type NewOrderRow,
  type OrderLineRow,
  type OrderRow,
} from './orders.schema';

/** Which orders a list reads: a customer's on one site, or (operators) any, with filters. */
export interface OrderScope {
  customerId?: string;
  site?: SiteId;
  status?: OrderStatus;
  /** The statuses an order may be in; empty matches nothing (a search no order can meet). */
  statuses?: readonly OrderStatus[];
  number?: string;
  /** Placed at or after. */
  placedFrom?: Date;
  /** Placed before. */
  placedBefore?: Date;
}

/** What identifies an order to an operator: its row id or its number. */
export type OrderRef = { id: string } | { number: string };

/**
 * The Drizzle queries of the Orders module's tables. Methods that take a `db` run on the
 * caller's handle (the order's or the cancellation's transaction); the others on the app's.
 */
@Injectable()
export class OrdersRepository {
  constructor(@Inject(DATABASE) readonly db: Database) {}

  /**
   * The order and its lines in ONE statement; undefined, with nothing written and the caller's
   * transaction still usable, when the cart already has an order (cart_id is unique).
   */
  async insertOrder(
    db: Database,
    row: NewOrderRow,
    lines: readonly NewOrderLineFields[],
  ): Promise<{ id: string; number: string } | undefined> {
    const order = db
      .insert(orders)
      .values(row)
      .onConflictDoNothing({ target: orders.cartId })
      .returning({ id: orders.id, number: orders.number });
    const records = lines.map((line) => ({
      position: line.position,
      sku: line.sku,
      variant_id: line.variantId,
      product_id: line.productId,
      product_title: line.productTitle,
      variant_title: line.variantTitle,
      product_type: line.productType ?? null,
      quantity: line.quantity,
      selling_plan_id: line.sellingPlanId ?? null,
      frequency_days: line.frequencyDays ?? null,
      weight: line.weight ?? null,
      weight_unit: line.weightUnit ?? null,
      unit_price_cents: line.unitPriceCents,
      line_subtotal_cents: line.lineSubtotalCents,
      discount_cents: line.discountCents,
      line_total_cents: line.lineTotalCents,
    }));
    const result = await db.execute(sql`
      with created as (${order.getSQL()}), added as (
        insert into ${orderLines} (order_id, position, sku, variant_id, product_id, product_title, variant_title,
          product_type, quantity, selling_plan_id, frequency_days, weight, weight_unit, unit_price_cents,
          line_subtotal_cents, discount_cents, line_total_cents)
        select created.id, line.position, line.sku, line.variant_id, line.product_id, line.product_title,
          line.variant_title, line.product_type, line.quantity, line.selling_plan_id, line.frequency_days,
          line.weight, line.weight_unit, line.unit_price_cents, line.line_subtotal_cents, line.discount_cents,
          line.line_total_cents
        from created, jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as line(position smallint, sku text,
          variant_id text, product_id text, product_title text, variant_title text, product_type text,
          quantity int, selling_plan_id text, frequency_days int, weight real, weight_unit text,
          unit_price_cents int, line_subtotal_cents int, discount_cents int, line_total_cents int)
      )
      select id, number from created`);
    return rowsOf<{ id: string; number: string }>(result)[0];
  }

  /** Up to `limit` orders of a scope, newest first, after (older than) a position when given. */
  page(scope: OrderScope, limit: number, before?: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(scoped(scope), before === undefined ? undefined : lt(orders.sequence, before)))
      .orderBy(desc(orders.sequence))
      .limit(limit);
  }

  /** Whether the scope has an order newer than a position (a page before the cursor's). */
  async hasNewer(scope: OrderScope, after: number): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql<number>`1` })
      .from(orders)
      .where(and(scoped(scope), gt(orders.sequence, after)))
      .limit(1);
    return row !== undefined;
  }

  /** One order of a scope (a customer's own on their site), or undefined. */
  async find(ref: OrderRef, scope: OrderScope = {}, db: Database = this.db): Promise<OrderRow | undefined> {
    const match = 'id' in ref ? eq(orders.id, ref.id) : eq(orders.number, ref.number);
    const [row] = await db
      .select()
      .from(orders)
      .where(and(match, scoped(scope)))
      .limit(1);
    return row;
  }

  /** The lines of some orders, each order's in cart order. */
  linesOf(orderIds: string[], db: Database = this.db): Promise<OrderLineRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  }

  /** Units ordered per order (the sum of its lines' quantities), by order id. */
  async itemCounts(orderIds: string[]): Promise<Map<string, number>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.db
      .select({ orderId: orderLines.orderId, items: sql<number>`sum(${orderLines.quantity})::int` })
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds))
      .groupBy(orderLines.orderId);
    return new Map(rows.map((row) => [row.orderId, Number(row.items)]));
  }

  /**
   * What a customer's orders on a site placed since an instant came to in merchandise (their lines'
   * totals, after discounts; no shipping, tax or contributions), cancelled orders left out.
   */
  async merchandiseCentsSince(
    customerId: string,
    site: SiteId,
    since: Date,
    db: Database = this.db,
  ): Promise<number> {
    const [row] = await db
      .select({ cents: sql<string>`coalesce(sum(${orderLines.lineTotalCents}), 0)` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          eq(orders.customerId, customerId),
          eq(orders.site, site),
          gte(orders.placedAt, since),
          sql`${orders.status} <> 'cancelled'`,
        ),
      );
    return Number(row?.cents ?? 0);
  }

  /** Whether the customer has an order on the site, not cancelled, with a line of the product. */
  async hasBought(customerId: string, site: SiteId, productId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: orders.id })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          eq(orders.customerId, customerId),
          eq(orders.site, site),
          eq(orderLines.productId, productId),
          sql`${orders.status} <> 'cancelled'`,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /**
   * Moves an order from one status to another in one conditional update, so two operators
   * acting at once cannot both succeed; undefined when the order is not in `from` (or not there).
   */
  async transition(
    db: Database,
    ref: OrderRef,
    from: OrderStatus,
    to: OrderStatus,
    at: Date,
  ): Promise<OrderRow | undefined> {
    const match = 'id' in ref ? eq(orders.id, ref.id) : eq(orders.number, ref.number);
    const [row] = await db
      .update(orders)
      .set({
        status: to,
        ...(to === 'shipped' ? { shippedAt: at } : {}),
        ...(to === 'cancelled' ? { cancelledAt: at } : {}),
      })
      .where(and(match, eq(orders.status, from)))
      .returning();
    return row;
  }

  async setRefundReference(db: Database, id: string, refundReference: string): Promise<OrderRow> {
    const [row] = await db.update(orders).set({ refundReference }).where(eq(orders.id, id)).returning();
    return row;
  }
}

function scoped(scope: OrderScope): SQL | undefined {
  return and(
    scope.customerId === undefined ? undefined : eq(orders.customerId, scope.customerId),
    scope.site === undefined ? undefined : eq(orders.site, scope.site),
    scope.status === undefined ? undefined : eq(orders.status, scope.status),
    scope.statuses === undefined
      ? undefined
      : scope.statuses.length === 0
        ? sql`false`
        : inArray(orders.status, [...scope.statuses]),
    scope.number === undefined ? undefined : eq(orders.number, scope.number),
    scope.placedFrom === undefined ? undefined : gte(orders.placedAt, scope.placedFrom),
    scope.placedBefore === undefined ? undefined : lt(orders.placedAt, scope.placedBefore),
  );
}

/** Lines grouped by their order's id. */
export function linesByOrder(lines: readonly OrderLineRow[]): Map<string, OrderLineRow[]> {
  const grouped = new Map<string, OrderLineRow[]>();
  for (const line of lines) grouped.set(line.orderId, [...(grouped.get(line.orderId) ?? []), line]);
  return grouped;
}
