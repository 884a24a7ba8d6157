import { formatDonationAmount } from '@shop/giving';
import { SITE_TITLES, type SiteId } from '@shop/identity';
import type { MailMessage } from '../../platform/mail/mail-message';
import { renderMail } from '../../platform/mail/mail-template';
import type { GivingDonationLineRow, GivingOrderDonationRow } from './giving-donations.schema';

/** The cause as a receipt names it: 'Happy Paws Rescue, Aurora, CO (EIN 84-1234567)'. */
export function causeLine(record: GivingOrderDonationRow): string {
  const place = [record.causeCity, record.causeState].filter(Boolean).join(', ');
  const ein = record.causeEin ? ` (EIN ${record.causeEin})` : '';
  return `${record.causeName ?? ''}${place ? `, ${place}` : ''}${ein}`;
}

/**
 * The donation part of an order's confirmation, sent after the order's mail: what was given and to
 * whom (name, city, state, EIN). What the store gives is its gift on the shopper's behalf; what
 * the shopper added (add-on, round-up) is said to be the shopper's own gift to the charity. Null
 * when nothing was given (no cause, or nothing earned), so no empty receipt goes out.
 */
export function renderDonationMail(
  to: string,
  record: GivingOrderDonationRow,
  lines: readonly GivingDonationLineRow[],
): MailMessage | null {
  if (!record.causeId) return null;
  const cents = (kind: (k: string) => boolean) =>
    lines.filter((line) => kind(line.kind)).reduce((sum, line) => sum + line.amountCents, 0);
  const storeCents = cents((kind) => kind === 'purchase');
  const shopperCents = cents((kind) => kind !== 'purchase');
  if (storeCents + shopperCents === 0) return null;
  const cause = causeLine(record);
  const paragraphs = [
    ...(storeCents > 0
      ? [`With your order ${record.orderNumber}, we give $${formatDonationAmount(storeCents)} to ${cause}.`]
      : []),
    ...(shopperCents > 0
      ? [
          `Your own gift of $${formatDonationAmount(shopperCents)} goes to ${cause}: it is your donation to that charity, paid with your order ${record.orderNumber}.`,
        ]
      : []),
    'Thank you for helping animals in need.',
  ];
  return renderMail(to, {
    subject: `Your order ${record.orderNumber} gives to ${record.causeName ?? 'a good cause'}`,
    greeting: 'Hello,',
    paragraphs,
    siteTitle: SITE_TITLES[record.site as SiteId] ?? '',
  });
}
