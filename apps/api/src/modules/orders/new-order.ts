import type { OrderType } from '@shop/cart';
import type { SiteId } from '@shop/identity';

/** SPEC §9: every order is booked under sales org USHD. */
export type SalesOrg = 'USHD';
/** SPEC §9: ZK01 for the staff-feeding site, ZDTC for the consumer site. */
export type SalesOrderType = 'ZK01' | 'ZDTC';
export type OrderStatus = 'placed' | 'shipped' | 'cancelled';

/**
 * An address on an order (SPEC §3 Address), copied when the order is placed so later edits to
 * the address book never change it; with the recipient's name, which a parcel needs.
 */
export interface OrderAddress {
  firstName: string | null;
  lastName: string | null;
  address1: string;
  address2: string | null;
  city: string;
  province: string;
  provinceCode: string;
  zip: string;
  country: string;
  countryCode: string;
  phone: string | null;
}

/** One line of a new order, priced by the cart (integer cents, like every amount here). */
export interface NewOrderLine {
  sku: string;
  variantId: string;
  productId: string;
  productTitle: string;
  variantTitle: string;
  productType?: string | null;
  quantity: number;
  sellingPlanId: string | null;
  frequencyDays: number | null;
  weight?: number | null;
  weightUnit?: string | null;
  unitPriceCents: number;
  /** unitPrice x quantity. */
  lineSubtotalCents: number;
  discountCents: number;
  /** lineSubtotal - discount. */
  lineTotalCents: number;
}

export interface NewOrderTotals {
  /** Before any saving (the lines' subtotals). */
  subtotalCents: number;
  /** Every saving (autoship, program discount, discount codes). */
  discountCents: number;
  shippingCents: number;
  serviceChargeCents: number;
  taxCents: number;
  /** subtotal - discount + shipping + service charge + tax. */
  totalCents: number;
}

/**
 * What the checkout flow hands OrdersService.create (issue 13 contract 5): everything is already
 * decided and priced; the orders table's constraints refuse totals that do not add up.
 */
export interface NewOrder {
  site: SiteId;
  /** null for a guest. */
  customerId: string | null;
  email: string;
  salesOrg: SalesOrg;
  salesOrderType: SalesOrderType;
  orderType: OrderType;
  lines: NewOrderLine[];
  totals: NewOrderTotals;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  warehouseCode: string;
  paymentReference: string;
  /** The cart the order was placed from: one order per cart. */
  cartId: string;
}
