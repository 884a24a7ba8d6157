import type { MoneyDto } from './dto/money.dto';
import type { OperatorOrderDto } from './dto/operator-orders.dto';
import type { OrderAddressDto, OrderDto, OrderLineItemDto, PageInfoDto } from './dto/order.dto';
import type { OrderSummaryDto } from './dto/order-summary.dto';
import type { NewOrder, OrderAddress } from './new-order';
import { encodeOrderCursor } from './order-cursor';
import { lineItemGid, orderGid } from './order-ids';
import type { NewOrderLineFields, NewOrderRow, OrderLineRow, OrderRow } from './orders.schema';

/** Whole cents as the decimal text answers carry ('49.99'); never through a float. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

export function money(cents: number): MoneyDto {
  return { amount: formatCents(cents), currencyCode: 'USD' };
}

/** The row of a new order; its number and id are the database's. */
export function toOrderRow(order: NewOrder, placedAt: Date): NewOrderRow {
  const { totals } = order;
  return {
    site: order.site,
    customerId: order.customerId,
    email: order.email,
    salesOrg: order.salesOrg,
    salesOrderType: order.salesOrderType,
    orderType: order.orderType,
    status: 'placed',
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    shippingCents: totals.shippingCents,
    serviceChargeCents: totals.serviceChargeCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    shippingAddress: copyAddress(order.shippingAddress),
    billingAddress: copyAddress(order.billingAddress),
    warehouseCode: order.warehouseCode,
    paymentReference: order.paymentReference,
    cartId: order.cartId,
    placedAt,
  };
}

export function toOrderLineRows(order: NewOrder): NewOrderLineFields[] {
  return order.lines.map((line, position) => ({
    position,
    sku: line.sku,
    variantId: line.variantId,
    productId: line.productId,
    productTitle: line.productTitle,
    variantTitle: line.variantTitle,
    productType: line.productType ?? null,
    quantity: line.quantity,
    sellingPlanId: line.sellingPlanId,
    frequencyDays: line.frequencyDays,
    weight: line.weight ?? null,
    weightUnit: line.weightUnit ?? null,
    unitPriceCents: line.unitPriceCents,
    lineSubtotalCents: line.lineSubtotalCents,
    discountCents: line.discountCents,
    lineTotalCents: line.lineTotalCents,
  }));
}

/** An order as its customer sees it; `lines` in their cart order. */
export function toOrderDto(row: OrderRow, lines: readonly OrderLineRow[]): OrderDto {
  const edges = [...lines]
    .sort((a, b) => a.position - b.position)
    .map((line) => ({ cursor: lineCursor(line.position), node: toLineItemDto(line) }));
  return {
    id: orderGid(row.id),
    number: row.number,
    site: row.site,
    status: row.status,
    orderType: row.orderType,
    salesOrg: row.salesOrg,
    salesOrderType: row.salesOrderType,
    email: row.email,
    placedAt: row.placedAt.toISOString(),
    shippedAt: row.shippedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    subtotal: money(row.subtotalCents),
    totalDiscounts: money(row.discountCents),
    shipping: money(row.shippingCents),
    serviceCharge: money(row.serviceChargeCents),
    tax: money(row.taxCents),
    total: money(row.totalCents),
    shippingAddress: toAddressDto(row.shippingAddress),
    billingAddress: toAddressDto(row.billingAddress),
    lineItems: { edges, pageInfo: pageInfo(edges, { hasNextPage: false, hasPreviousPage: false }) },
  };
}

/** An order in short, with the units over all its lines. */
export function toOrderSummaryDto(row: OrderRow, itemCount: number): OrderSummaryDto {
  return {
    id: orderGid(row.id),
    number: row.number,
    status: row.status,
    placedAt: row.placedAt.toISOString(),
    itemCount,
    total: money(row.totalCents),
  };
}

export function toOperatorOrderDto(row: OrderRow, lines: readonly OrderLineRow[]): OperatorOrderDto {
  return {
    ...toOrderDto(row, lines),
    customerId: row.customerId === null ? null : `gid://shop/Customer/${row.customerId}`,
    warehouseCode: row.warehouseCode,
    paymentReference: row.paymentReference,
    refundReference: row.refundReference,
    cartId: row.cartId,
  };
}

/** The order-list edge of an order: its cursor is its place in the order sequence. */
export function toOrderEdge(row: OrderRow, lines: readonly OrderLineRow[]) {
  return { cursor: encodeOrderCursor(row.sequence), node: toOrderDto(row, lines) };
}

export function pageInfo(
  edges: readonly { cursor: string }[],
  more: { hasNextPage: boolean; hasPreviousPage: boolean },
): PageInfoDto {
  return {
    ...more,
    startCursor: edges[0]?.cursor ?? null,
    endCursor: edges.at(-1)?.cursor ?? null,
  };
}

function toLineItemDto(line: OrderLineRow): OrderLineItemDto {
  return {
    id: lineItemGid(line.id),
    sku: line.sku,
    productId: line.productId,
    variantId: line.variantId,
    title: line.productTitle,
    variantTitle: line.variantTitle,
    productType: line.productType,
    quantity: line.quantity,
    sellingPlanId: line.sellingPlanId,
    frequencyDays: line.frequencyDays,
    weight: line.weight,
    weightUnit: line.weightUnit,
    unitPrice: money(line.unitPriceCents),
    originalTotal: money(line.lineSubtotalCents),
    totalDiscount: money(line.discountCents),
    total: money(line.lineTotalCents),
  };
}

function lineCursor(position: number): string {
  return Buffer.from(JSON.stringify([1, 'l', position]), 'utf8').toString('base64url');
}

function toAddressDto(address: OrderAddress): OrderAddressDto {
  return copyAddress(address);
}

/** Exactly the address fields, so nothing else a caller's object carries is stored or shown. */
function copyAddress(address: OrderAddress): OrderAddress {
  return {
    firstName: address.firstName ?? null,
    lastName: address.lastName ?? null,
    address1: address.address1,
    address2: address.address2 ?? null,
    city: address.city,
    province: address.province,
    provinceCode: address.provinceCode,
    zip: address.zip,
    country: address.country,
    countryCode: address.countryCode,
    phone: address.phone ?? null,
  };
}
