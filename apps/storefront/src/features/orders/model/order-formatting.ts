import type { MoneyDto, OrderDto, OrderStatus } from '@shop/api-client';
import { formatPrice } from '@shop/catalog';

const ORDER_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** An order's date as the shopper reads it, in their own time zone: 'November 24, 2026'. */
export function formatOrderDate(iso: string): string {
  return ORDER_DATE.format(new Date(iso));
}

/** An amount of an order ('49.99' from the API) as every price on the site shows: '$49.99'. */
export function formatMoney(money: MoneyDto): string {
  return formatPrice(Number(money.amount));
}

/** Whether an amount is zero, so optional total lines (discounts, service charge) can be left out. */
export function isZero(money: MoneyDto): boolean {
  return Number(money.amount) === 0;
}

const STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
};

export function orderStatusLabel(status: OrderStatus): string {
  return STATUS_LABELS[status];
}

/** An autoship line's frequency as the product pages offer it: 'Every 4 weeks', else in days. */
export function autoshipFrequencyLabel(frequencyDays: number): string {
  if (frequencyDays % 7 === 0) {
    const weeks = frequencyDays / 7;
    return weeks === 1 ? 'Every week' : `Every ${weeks} weeks`;
  }
  return frequencyDays === 1 ? 'Every day' : `Every ${frequencyDays} days`;
}

/** Units ordered over every line. */
export function itemCountOf(order: Pick<OrderDto, 'lineItems'>): number {
  return order.lineItems.edges.reduce((sum, edge) => sum + edge.node.quantity, 0);
}

export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * The address of an order's page: its bare id ('gid://shop/Order/{uuid}' → '/account/orders/{uuid}'),
 * as the confirmation mail links it.
 */
export function orderPath(orderId: string): string {
  const bare = orderId.slice(orderId.lastIndexOf('/') + 1);
  return `/account/orders/${encodeURIComponent(bare)}`;
}
