import { SITE_TITLES } from '@shop/identity';
import type { MailMessage } from '../../platform/mail/mail-message';
import { renderMail } from '../../platform/mail/mail-template';
import { formatCents } from './orders.mapper';
import type { OrderLineRow, OrderRow } from './orders.schema';

/**
 * The order confirmation (issue 13: queued when an order is placed): the number, every line with
 * its price, the totals, where it ships, and for a customer with an account a link to the order.
 * Rendered by the platform's template, which escapes everything, so a product title or a name
 * can never inject HTML into the shopper's inbox.
 */
export function renderOrderConfirmation(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  orderPageUrl: string | null,
): MailMessage {
  const address = order.shippingAddress;
  const name = address.firstName?.trim();
  const dollars = (cents: number) => `$${formatCents(cents)}`;
  const lineTexts = [...lines]
    .sort((a, b) => a.position - b.position)
    .map((line) => {
      const autoship = line.frequencyDays ? `, autoship every ${line.frequencyDays} days` : '';
      return `${line.quantity} x ${line.productTitle} (${line.variantTitle}${autoship}): ${dollars(line.lineTotalCents)}`;
    });
  const totals = [
    `Subtotal: ${dollars(order.subtotalCents)}`,
    ...(order.discountCents > 0 ? [`Savings: -${dollars(order.discountCents)}`] : []),
    `Shipping: ${order.shippingCents === 0 ? 'Free' : dollars(order.shippingCents)}`,
    ...(order.serviceChargeCents > 0
      ? [`Alaska/Hawaii service charge: ${dollars(order.serviceChargeCents)}`]
      : []),
    `Tax: ${dollars(order.taxCents)}`,
    `Total: ${dollars(order.totalCents)}`,
  ];
  const shipTo = [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.address1,
    address.address2,
    `${address.city}, ${address.provinceCode} ${address.zip}`,
  ].filter((part): part is string => Boolean(part && part.trim()));
  return renderMail(order.email, {
    subject: `Your order ${order.number} is confirmed`,
    greeting: name ? `Hello ${name},` : 'Hello,',
    paragraphs: [
      `Thank you for your order ${order.number}, placed ${formatDate(order.placedAt)}. We will write again when it ships.`,
      lineTexts.join('\n'),
      totals.join('\n'),
      `Shipping to:\n${shipTo.join('\n')}`,
    ],
    action: orderPageUrl ? { label: 'View your order', url: orderPageUrl } : undefined,
    siteTitle: SITE_TITLES[order.site],
  });
}

/** Built on first use and kept: toLocaleDateString builds a formatter per call (~0.3 ms each). */
let dateFormat: Intl.DateTimeFormat | undefined;

function formatDate(date: Date): string {
  dateFormat ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return dateFormat.format(date);
}
