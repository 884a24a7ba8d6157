/**
 * How much of a donation a refund takes back, in cents: of what is still given, the refund's share
 * of what is still paid (rounded to the nearest cent, half up). A refund of everything still paid
 * takes back everything still given, so partial refunds that add up to the payment take back the
 * whole donation and rounding never leaves a cent behind.
 */
export function refundReversalCents(input: {
  givenCents: number;
  /** Already taken back by earlier cancellations or refunds (a positive number). */
  reversedCents: number;
  /** This refund. */
  refundedCents: number;
  /** What the order still had paid before this refund (paid minus earlier refunds). */
  paidCents: number;
}): number {
  const { givenCents, reversedCents, refundedCents, paidCents } = input;
  for (const [name, value] of Object.entries(input))
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole cents >= 0`);
  const remaining = Math.max(0, givenCents - reversedCents);
  if (refundedCents >= paidCents) return remaining;
  // Integer arithmetic: given x refunded stays far below 2^53 for any real order.
  const share = Math.floor((remaining * refundedCents * 2 + paidCents) / (2 * paidCents));
  return Math.min(remaining, share);
}

/** A cancellation takes back everything still given. */
export function cancellationReversalCents(givenCents: number, reversedCents: number): number {
  return Math.max(0, givenCents - reversedCents);
}
