import { SITE_TITLES, type SiteId } from '@shop/identity';
import type { MailMessage } from '../../platform/mail/mail-message';
import { renderMail } from '../../platform/mail/mail-template';

/** Who a renewal mail goes to and what it is about. */
export interface RenewalMailContext {
  site: SiteId;
  email: string;
  firstName: string | null;
  /** 'Chicken & Barley Dry Dog Food (15 lb)', or the SKU when the catalogue no longer has it. */
  item: string;
  quantity: number;
  /** The customer's autoships page (SPEC §2 /account/autoships). */
  autoshipsUrl: string;
}

/** Why a renewal failed, as the customer reads it. */
const REASONS: Record<string, string> = {
  PAYMENT_DECLINED: 'your saved payment method was declined',
  OUT_OF_STOCK: 'the item is out of stock at the warehouse that ships to you',
  VARIANT_UNAVAILABLE: 'the item is no longer sold',
  SHIP_TO_NOT_SERVED: 'we no longer deliver to the shipping address of this autoship',
};

export function renewalFailureReason(code: string): string {
  return REASONS[code] ?? 'we could not place it';
}

/** 'YYYY-MM-DD' as 'March 10, 2026'. */
function longDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function what(context: RenewalMailContext): string {
  return `${context.quantity} x ${context.item}`;
}

function base(
  context: RenewalMailContext,
  subject: string,
  paragraphs: string[],
  label: string,
): MailMessage {
  return renderMail(context.email, {
    subject,
    greeting: context.firstName?.trim() ? `Hello ${context.firstName.trim()},` : 'Hello,',
    paragraphs,
    action: { label, url: context.autoshipsUrl },
    siteTitle: SITE_TITLES[context.site],
  });
}

/** Sent RENEWAL_REMINDER_DAYS before a renewal, once per period: time to skip or change it. */
export function renderRenewalReminder(context: RenewalMailContext, nextOrderDate: string): MailMessage {
  return base(
    context,
    `Your autoship renews on ${longDate(nextOrderDate)}`,
    [
      `Your autoship of ${what(context)} will be ordered and charged to your saved payment method on ${longDate(nextOrderDate)}.`,
      'Nothing to do if that suits you. To skip this order, change the date, the quantity or how often it comes, or cancel, visit your autoships before then.',
    ],
    'Manage your autoships',
  );
}

/** A counted failure that will be retried: what went wrong and when we try again. */
export function renderRenewalFailed(context: RenewalMailContext, code: string, retryAt: Date): MailMessage {
  return base(
    context,
    'We could not place your autoship order',
    [
      `We tried to place your autoship of ${what(context)}, but ${renewalFailureReason(code)}. Nothing was charged.`,
      `We will try again on ${longDate(retryAt.toISOString().slice(0, 10))}. If it fails three times in a row, the autoship is paused until you resume it.`,
    ],
    'Review your autoship',
  );
}

/** The third counted failure: the autoship is paused until the customer resumes it. */
export function renderRenewalPaused(context: RenewalMailContext, code: string): MailMessage {
  return base(
    context,
    'Your autoship is paused',
    [
      `We could not place your autoship of ${what(context)} after three tries: ${renewalFailureReason(code)}. Nothing was charged.`,
      'The autoship is paused and no more orders will be placed until you resume it from your autoships page.',
    ],
    'Resume your autoship',
  );
}
