import { formatDonationAmount } from '@shop/giving';
import { SITE_TITLES, type SiteId } from '@shop/identity';
import type { MailMessage } from '../../platform/mail/mail-message';
import { renderMail } from '../../platform/mail/mail-template';
import type { GivingDonationLineRow, GivingOrderDonationRow } from './giving-donations.schema';

/** A charity as a receipt names it: 'Happy Paws Rescue, Aurora, CO (EIN 84-1234567)'. */
function charityLine(charity: {
  name: string;
  city: string | null;
  state: string | null;
  ein: string | null;
}): string {
  const place = [charity.city, charity.state].filter(Boolean).join(', ');
  return `${charity.name}${place ? `, ${place}` : ''}${charity.ein ? ` (EIN ${charity.ein})` : ''}`;
}

/** The cause: a charity with its place and EIN, or a portfolio with each of its charities'. */
export function causeLine(record: GivingOrderDonationRow): string {
  const cause = charityLine({
    name: record.causeName ?? '',
    city: record.causeCity,
    state: record.causeState,
    ein: record.causeEin,
  });
  if (record.causeCharities.length === 0) return cause;
  return `${cause}, shared equally by ${record.causeCharities.map(charityLine).join('; ')}`;
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
