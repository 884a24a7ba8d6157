/**
 * Why a renewal did not place its order. 'customer' failures are the shopper's to fix (the saved
 * card is declined, the product is out of stock or no longer sold, the address is not served):
 * they are counted, emailed and pause the autoship at the third. 'transient' ones are ours or the
 * payment provider's (it could not answer, the database hiccupped): retried soon, never counted.
 */
export type RenewalFailureKind = 'customer' | 'transient';

/** The third counted failure of a period pauses the autoship (issue 14). */
export const RENEWAL_MAX_FAILURES = 3;

/** Days to wait after the 1st and 2nd counted failure before trying again. */
export const RENEWAL_RETRY_DAYS: readonly number[] = [1, 2];

/** Minutes to wait after a transient failure: long enough for a provider outage to pass. */
export const RENEWAL_TRANSIENT_RETRY_MINUTES = 60;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface RenewalFailureInput {
  kind: RenewalFailureKind;
  /** Counted failures of this period so far (0 on the first try). */
  failuresSoFar: number;
  now: Date;
}

export interface RenewalFailureOutcome {
  /** Counted failures of this period after this one. */
  failures: number;
  /** When the job may try again; null once paused. */
  retryAt: Date | null;
  /** The autoship stops until the customer resumes it. */
  pause: boolean;
}

/**
 * What a failed renewal leads to: a customer failure counts, retries after RENEWAL_RETRY_DAYS
 * (1, then 2 days) and pauses at the RENEWAL_MAX_FAILURES-th; a transient one is retried after
 * RENEWAL_TRANSIENT_RETRY_MINUTES and never counts, so a provider outage never pauses anyone.
 */
export function renewalFailureOutcome({
  kind,
  failuresSoFar,
  now,
}: RenewalFailureInput): RenewalFailureOutcome {
  if (!Number.isInteger(failuresSoFar) || failuresSoFar < 0)
    throw new RangeError(`failuresSoFar must be a whole number, got ${failuresSoFar}`);
  if (kind === 'transient')
    return {
      failures: failuresSoFar,
      retryAt: new Date(now.getTime() + RENEWAL_TRANSIENT_RETRY_MINUTES * MINUTE_MS),
      pause: false,
    };
  const failures = failuresSoFar + 1;
  if (failures >= RENEWAL_MAX_FAILURES) return { failures, retryAt: null, pause: true };
  const days = RENEWAL_RETRY_DAYS[Math.min(failures, RENEWAL_RETRY_DAYS.length) - 1];
  return { failures, retryAt: new Date(now.getTime() + days * DAY_MS), pause: false };
}
