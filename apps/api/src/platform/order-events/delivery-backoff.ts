/** Claims of one delivery before it is given up as failed (logged, kept for an operator). */
export const MAX_DELIVERY_ATTEMPTS = 10;

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/**
 * How long a delivery waits after its `attempt`-th failure: 30 s, doubling, at most an hour, so
 * a mail server down for a while is retried for ~2.5 hours before the delivery is given up.
 */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), LONGEST_RETRY_MS);
}
