import type { OrderType } from '@shop/cart';
import type { SiteId } from '@shop/identity';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OrderAddress, OrderStatus, SalesOrderType, SalesOrg } from './new-order';
import { FIRST_ORDER_NUMBER, orderNumberExpression } from './order-number';

/** Feeds every order's number (order-number.ts); shared by both sites. */
export const orderNumbers = pgSequence('order_numbers', { startWith: FIRST_ORDER_NUMBER });

/**
 * Owned by the Orders module, like order_lines: the orders placed on either site (SPEC §3 Order).
 * Amounts are integer cents; customer_id is the Identity module's customer (no foreign key across
 * modules), null for a guest. Check constraints refuse totals that do not add up and a status
 * whose timestamps disagree with it, so a bug upstream cannot store an inconsistent order.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order's place in the shared sequence; also the keyset of the order lists. */
    sequence: bigint('sequence', { mode: 'number' })
      .notNull()
      .unique()
      .default(sql`nextval('order_numbers')`),
    number: text('number')
      .notNull()
      .generatedAlwaysAs((): ReturnType<typeof orderNumberExpression> =>
        orderNumberExpression(orders.site, orders.sequence),
      ),
    site: text('site').$type<SiteId>().notNull(),
    customerId: uuid('customer_id'),
    email: text('email').notNull(),
    salesOrg: text('sales_org').$type<SalesOrg>().notNull(),
    salesOrderType: text('sales_order_type').$type<SalesOrderType>().notNull(),
    orderType: text('order_type').$type<OrderType>().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('placed'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    serviceChargeCents: integer('service_charge_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
    warehouseCode: text('warehouse_code').notNull(),
    paymentReference: text('payment_reference').notNull(),
    /** Set when a cancelled order's payment was refunded. */
    refundReference: text('refund_reference'),
    /** One order per cart: a second checkout of the same cart is refused by this constraint. */
    cartId: text('cart_id').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    unique('orders_number_unique').on(t.number),
    unique('orders_cart_id_unique').on(t.cartId),
    index('orders_customer_idx').on(t.customerId, t.site, t.sequence),
    index('orders_status_idx').on(t.status, t.sequence),
    check('orders_site_check', sql`${t.site} in ('DTC', 'HPSF')`),
    check('orders_sales_org_check', sql`${t.salesOrg} = 'USHD'`),
    check(
      'orders_sales_order_type_check',
      sql`(${t.site} = 'HPSF' and ${t.salesOrderType} = 'ZK01') or (${t.site} = 'DTC' and ${t.salesOrderType} = 'ZDTC')`,
    ),
    check('orders_order_type_check', sql`${t.orderType} in ('oneTimeOrder', 'firstPurchaseSubscription')`),
    check('orders_status_check', sql`${t.status} in ('placed', 'shipped', 'cancelled')`),
    check(
      'orders_status_times_check',
      sql`(${t.shippedAt} is not null) = (${t.status} = 'shipped') and (${t.cancelledAt} is not null) = (${t.status} = 'cancelled')`,
    ),
    check(
      'orders_amounts_check',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} between 0 and ${t.subtotalCents} and ${t.shippingCents} >= 0 and ${t.serviceChargeCents} >= 0 and ${t.taxCents} >= 0`,
    ),
    check(
      'orders_total_check',
      sql`${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.shippingCents} + ${t.serviceChargeCents} + ${t.taxCents}`,
    ),
  ],
);

/** The lines of an order, as priced when it was placed. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The line's place in the cart, from 0; lines are listed in this order. */
    position: smallint('position').notNull(),
    sku: text('sku').notNull(),
    variantId: text('variant_id').notNull(),
    productId: text('product_id').notNull(),
    productTitle: text('product_title').notNull(),
    variantTitle: text('variant_title').notNull(),
    productType: text('product_type'),
    quantity: integer('quantity').notNull(),
    sellingPlanId: text('selling_plan_id'),
    frequencyDays: integer('frequency_days'),
    weight: real('weight'),
    weightUnit: text('weight_unit'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineSubtotalCents: integer('line_subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (t) => [
    unique('order_lines_position_unique').on(t.orderId, t.position),
    check('order_lines_quantity_check', sql`${t.quantity} >= 1`),
    check(
      'order_lines_amounts_check',
      sql`${t.unitPriceCents} >= 0 and ${t.lineSubtotalCents} = ${t.unitPriceCents} * ${t.quantity} and ${t.discountCents} between 0 and ${t.lineSubtotalCents} and ${t.lineTotalCents} = ${t.lineSubtotalCents} - ${t.discountCents}`,
    ),
    check('order_lines_frequency_check', sql`${t.frequencyDays} is null or ${t.frequencyDays} >= 1`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLineRow = typeof orderLines.$inferInsert;
/** A line to insert with its order, which gives it its order id. */
export type NewOrderLineFields = Omit<NewOrderLineRow, 'orderId'>;
