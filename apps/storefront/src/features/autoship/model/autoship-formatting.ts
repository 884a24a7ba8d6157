import type { SubscriptionCancelReason, SubscriptionDto, SubscriptionStatus } from '@shop/api-client';
import { AUTOSHIP_CANCEL_REASON_LABELS, type AutoshipCancelReason } from '@shop/cart';
import { ApiError } from '../../../lib/api/api-error';
import { failureText } from '../../../lib/api/api-failure-alert';

/** The page's name on each site (SPEC §2 /account/autoships). */
export function autoshipsPageTitle(staff: boolean): string {
  return staff ? 'My Autoships' : 'My Subscriptions';
}

/** Where a shopper manages their autoships. */
export const MY_AUTOSHIPS_PATH = '/account/autoships';

/** The page explaining the programme (SPEC §2 path constant). */
export const AUTOSHIP_PROGRAMME_PATH = '/autoship';

// 'YYYY-MM-DD' is a calendar day, not an instant: formatted in UTC so no time zone moves it a day.
const DAY = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-01' → 'December 1, 2026'. */
export function formatAutoshipDate(date: string): string {
  return DAY.format(new Date(`${date}T00:00:00Z`));
}

/** Today as the API's rules count days ('YYYY-MM-DD', UTC). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** 'Every 4 weeks' for whole weeks, else 'Every 45 days'. */
export function frequencyLabel(frequencyDays: number): string {
  if (frequencyDays % 7 === 0) {
    const weeks = frequencyDays / 7;
    return weeks === 1 ? 'Every week' : `Every ${weeks} weeks`;
  }
  return frequencyDays === 1 ? 'Every day' : `Every ${frequencyDays} days`;
}

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

export function autoshipStatusLabel(status: SubscriptionStatus): string {
  return STATUS_LABELS[status];
}

export function cancelReasonLabel(reason: SubscriptionCancelReason): string {
  return AUTOSHIP_CANCEL_REASON_LABELS[reason as AutoshipCancelReason];
}

/** The product's name, or a plain stand-in when it has left the catalogue. */
export function autoshipProductName(subscription: SubscriptionDto): string {
  return subscription.productTitle ?? `Item ${subscription.sku}`;
}

/** Weight of one unit, as the ordered variant states it: '15 lbs'; null when unknown. */
export function autoshipWeightLabel(
  subscription: Pick<SubscriptionDto, 'weight' | 'weightUnit'>,
): string | null {
  if (subscription.weight === null) return null;
  return `${subscription.weight} ${subscription.weightUnit ?? 'lbs'}`;
}

/** How a refused change is put to the shopper; `gone` is true when the list should be asked again. */
export function autoshipChangeFailure(error: unknown): { message: string; gone: boolean } {
  if (error instanceof ApiError && error.status === 404)
    return {
      message: 'This autoship is no longer available. We refreshed your list.',
      gone: true,
    };
  if (error instanceof ApiError && error.code === 'SUBSCRIPTION_BUSY')
    return {
      message: 'This autoship was being changed at the same moment. Please try again.',
      gone: false,
    };
  return { message: failureText(error), gone: false };
}
