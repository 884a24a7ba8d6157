import type { GivingDonationEntryRow } from './giving-donations.schema';

/**
 * How much of the order's payment earlier refunds gave back. A refund writes one entry per donation
 * kind, each carrying the refund's whole amount, so each refund (its event) counts once: summing the
 * entries would count a refund once per kind and take back too much on the next one.
 */
export function refundedBeforeCents(entries: readonly GivingDonationEntryRow[]): number {
  const byEvent = new Map<string, number>();
  for (const entry of entries)
    if (entry.reason === 'refunded' && entry.refundedCents !== null && entry.eventId !== null)
      byEvent.set(entry.eventId, entry.refundedCents);
  let total = 0;
  for (const cents of byEvent.values()) total += cents;
  return total;
}
