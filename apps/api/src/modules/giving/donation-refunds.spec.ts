import { refundedBeforeCents } from './donation-refunds';
import type { GivingDonationEntryRow } from './giving-donations.schema';

const at = new Date('2026-11-27T12:00:00Z');
function entry(kind: string, reason: string, amountCents: number, refund?: { cents: number; event: string }) {
  return {
    id: `${kind}-${reason}-${refund?.event ?? 'given'}`,
    orderId: 'order',
    kind,
    reason,
    amountCents,
    refundedCents: refund?.cents ?? null,
    eventId: refund?.event ?? null,
    createdAt: at,
  } satisfies GivingDonationEntryRow;
}

describe('refundedBeforeCents', () => {
  it('is 0 before any refund (gifts and cancellations carry no refund)', () => {
    expect(refundedBeforeCents([entry('purchase', 'given', 500), entry('add-on', 'given', 1000)])).toBe(0);
  });

  it('counts a refund once however many donation kinds it reversed', () => {
    const first = { cents: 5_000, event: '00000000-0000-4000-8000-000000000001' };
    const second = { cents: 2_500, event: '00000000-0000-4000-8000-000000000002' };
    const entries = [
      entry('purchase', 'given', 500),
      entry('add-on', 'given', 1000),
      entry('purchase', 'refunded', -250, first),
      entry('add-on', 'refunded', -500, first),
      entry('purchase', 'refunded', -125, second),
      entry('add-on', 'refunded', -250, second),
    ];
    expect(refundedBeforeCents(entries)).toBe(7_500);
  });
});
