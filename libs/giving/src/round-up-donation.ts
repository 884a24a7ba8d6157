import { assertCents } from './donation-rule';

/**
 * The round-up donation (campaign 3): what takes the order's total to the next whole dollar, in
 * cents (a $23.63 order gives $0.37). A total already in whole dollars gives nothing, as the
 * round-up providers do: rounding $23.00 up to $24.00 would be an add-on, not a round-up.
 */
export function roundUpDonationCents(orderTotalCents: number): number {
  assertCents(orderTotalCents, 'order total');
  return (100 - (orderTotalCents % 100)) % 100;
}
