import { Injectable } from '@nestjs/common';
import {
  nextRenewalDate,
  renewalFailureOutcome,
  renewalReminderWindow,
  type RenewalFailureKind,
  type RenewalFailureOutcome,
} from '@shop/cart';
import type { SiteId } from '@shop/identity';
import type { Database } from '../../platform/database/database.types';
import { SubscriptionRenewalsRepository } from './subscription-renewals.repository';
import type { SubscriptionRow, SubscriptionShipTo } from './subscriptions.schema';

/** A subscription as the renewal flow sees it: what to order, where, and how it is paid. */
export interface RenewalCandidate {
  id: string;
  contractId: string;
  customerId: string;
  site: SiteId;
  productId: string;
  variantId: string;
  sku: string;
  quantity: number;
  frequencyDays: number;
  /** The period being renewed: the next order date when the row was claimed. */
  period: string;
  shipTo: SubscriptionShipTo;
  paymentReference: string;
  /** Customer failures of this period so far. */
  failuresSoFar: number;
  /** Failed attempts of this period so far: a new attempt number means a new payment key. */
  attemptsSoFar: number;
}

/** A subscription whose renewal reminder is due now. */
export interface ReminderCandidate {
  contractId: string;
  customerId: string;
  site: SiteId;
  variantId: string;
  sku: string;
  quantity: number;
  nextOrderDate: string;
  shipTo: SubscriptionShipTo;
}

/**
 * The renewal job's side of the Subscriptions module (flows/renewal drives it): claiming due
 * subscriptions, locking one for its renewal, moving its date once renewed, and the back-off and
 * pause after a failure (libs/cart's renewal rules). The module's table stays its own.
 */
@Injectable()
export class SubscriptionRenewalsService {
  constructor(private readonly repository: SubscriptionRenewalsRepository) {}

  /**
   * Up to `limit` due subscriptions for this job, held until `leaseUntil` (FOR UPDATE SKIP
   * LOCKED: another process running the job at the same moment gets other rows).
   */
  async claimDue(input: {
    today: string;
    now: Date;
    leaseUntil: Date;
    limit: number;
  }): Promise<RenewalCandidate[]> {
    const rows = await this.repository.claimDue(input);
    return rows.map(candidateOf);
  }

  /**
   * Locks a claimed subscription in the renewal's transaction `tx` and answers it as it is now,
   * or undefined when it is no longer due for the claimed period (renewed by another process,
   * rescheduled, paused, cancelled); waits while another transaction holds it.
   */
  async lockForRenewal(tx: Database, claimed: RenewalCandidate): Promise<RenewalCandidate | undefined> {
    const row = await this.repository.lockForRenewal(tx, claimed.id, claimed.period);
    return row ? candidateOf(row) : undefined;
  }

  /**
   * In the renewal's transaction: the period is renewed, the next order date moves one frequency
   * on (libs/cart nextRenewalDate: no catch-up burst after a long stop). Answers the new date.
   */
  async markRenewed(tx: Database, renewed: RenewalCandidate, today: string): Promise<string> {
    const next = nextRenewalDate(renewed.period, renewed.frequencyDays, today);
    if (!(await this.repository.markRenewed(tx, renewed.id, renewed.period, next)))
      throw new Error(`Subscription ${renewed.contractId} moved off ${renewed.period} while locked`);
    return next;
  }

  /**
   * Records a failed attempt after the renewal's transaction rolled back: a customer failure is
   * counted and backs off, the third pauses; a transient one retries soon, uncounted. Answers the
   * outcome, or null when the row left the period meanwhile (nothing to record). On `db` when the
   * caller records it with its event (one transaction).
   */
  async recordFailure(
    candidate: RenewalCandidate,
    kind: RenewalFailureKind,
    now: Date,
    db?: Database,
  ): Promise<RenewalFailureOutcome | null> {
    const outcome = renewalFailureOutcome({ kind, failuresSoFar: candidate.failuresSoFar, now });
    const written = await this.repository.recordFailure(
      candidate.id,
      {
        period: candidate.period,
        failures: outcome.failures,
        attempts: candidate.attemptsSoFar + 1,
        retryAt: outcome.retryAt,
        pause: outcome.pause,
      },
      db,
    );
    return written ? outcome : null;
  }

  /**
   * Up to `limit` active subscriptions whose next order is 1..reminderDays days after today and
   * not yet reminded for that date, marked reminded in the same statement: one reminder per period
   * whichever process sends it.
   */
  async claimReminders(today: string, reminderDays: number, limit: number): Promise<ReminderCandidate[]> {
    if (reminderDays <= 0) return [];
    const { from, to } = renewalReminderWindow(today, reminderDays);
    const rows = await this.repository.claimReminders(from, to, limit);
    return rows.map((row) => ({
      contractId: row.contractId,
      customerId: row.customerId,
      site: row.site,
      variantId: row.variantId,
      sku: row.sku,
      quantity: row.quantity,
      nextOrderDate: row.nextOrderDate,
      shipTo: row.shipTo,
    }));
  }
}

function candidateOf(row: SubscriptionRow): RenewalCandidate {
  // The failure state counts only for the period it was recorded for.
  const samePeriod = row.renewalPeriod === row.nextOrderDate;
  return {
    id: row.id,
    contractId: row.contractId,
    customerId: row.customerId,
    site: row.site,
    productId: row.productId,
    variantId: row.variantId,
    sku: row.sku,
    quantity: row.quantity,
    frequencyDays: row.frequencyDays,
    period: row.nextOrderDate,
    shipTo: row.shipTo,
    paymentReference: row.paymentReference,
    failuresSoFar: samePeriod ? row.renewalFailures : 0,
    attemptsSoFar: samePeriod ? row.renewalAttempts : 0,
  };
}
