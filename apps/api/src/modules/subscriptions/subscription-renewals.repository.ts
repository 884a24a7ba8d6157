import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { subscriptions, type SubscriptionRow } from './subscriptions.schema';

/** A due subscription handed to one renewal job for a while. */
export interface DueClaim {
  today: string;
  now: Date;
  /** The claim runs out then: a job that crashed holds nothing for long. */
  leaseUntil: Date;
  limit: number;
}

/** What a failed attempt leaves on the row. */
export interface FailureWrite {
  period: string;
  failures: number;
  attempts: number;
  retryAt: Date | null;
  pause: boolean;
}

/**
 * The renewal job's queries on subscriptions. Claims take rows with FOR UPDATE SKIP LOCKED, so
 * processes running the job at once take different rows and never wait on each other; PGlite has
 * one connection, where SKIP LOCKED changes nothing.
 */
@Injectable()
export class SubscriptionRenewalsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Claims up to `limit` due rows (active, next order date today or before, not backing off after
   * a failure of this period, not held by another job) in one statement, oldest date first.
   */
  async claimDue(claim: DueClaim): Promise<SubscriptionRow[]> {
    const due = this.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, 'active'),
          lte(subscriptions.nextOrderDate, claim.today),
          or(
            isNull(subscriptions.retryAt),
            lte(subscriptions.retryAt, claim.now),
            // A back-off is about its period: a moved date (skip, order now) is due at once.
            sql`${subscriptions.renewalPeriod} is distinct from ${subscriptions.nextOrderDate}`,
          ),
          or(isNull(subscriptions.claimedUntil), lte(subscriptions.claimedUntil, claim.now)),
        ),
      )
      .orderBy(asc(subscriptions.nextOrderDate), asc(subscriptions.id))
      .limit(claim.limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(subscriptions)
      .set({ claimedUntil: claim.leaseUntil })
      .where(inArray(subscriptions.id, due))
      .returning();
  }

  /**
   * The row of a claimed renewal, locked in the renewal's transaction, if it is still due for the
   * same period: a row another process renewed meanwhile (date moved), paused or cancelled is not
   * returned. It waits for a lock rather than skipping it: another process's claim statement locks
   * the rows it scans for an instant, and a renewal skipping its own row then would leave it for a
   * whole lease. A renewal of the same row by another process is waited for, and PostgreSQL
   * re-checks the period on the row it committed (moved: not returned).
   */
  async lockForRenewal(tx: Database, id: string, period: string): Promise<SubscriptionRow | undefined> {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.id, id),
          eq(subscriptions.status, 'active'),
          eq(subscriptions.nextOrderDate, period),
        ),
      )
      .for('update');
    return row;
  }

  /** The period renewed: the date moves on and the failure state of the period is cleared. */
  async markRenewed(tx: Database, id: string, period: string, nextOrderDate: string): Promise<boolean> {
    const rows = await tx
      .update(subscriptions)
      .set({
        nextOrderDate,
        lastRenewedOn: period,
        renewalPeriod: null,
        renewalFailures: 0,
        renewalAttempts: 0,
        retryAt: null,
        claimedUntil: null,
      })
      .where(and(eq(subscriptions.id, id), eq(subscriptions.nextOrderDate, period)))
      .returning({ id: subscriptions.id });
    return rows.length === 1;
  }

  /** A failed attempt of `period`, when the row is still on that period and active. */
  async recordFailure(id: string, write: FailureWrite, db: Database = this.db): Promise<boolean> {
    const rows = await db
      .update(subscriptions)
      .set({
        renewalPeriod: write.period,
        renewalFailures: write.failures,
        renewalAttempts: write.attempts,
        retryAt: write.retryAt,
        claimedUntil: null,
        ...(write.pause ? { status: 'paused' as const } : {}),
      })
      .where(
        and(
          eq(subscriptions.id, id),
          eq(subscriptions.nextOrderDate, write.period),
          eq(subscriptions.status, 'active'),
        ),
      )
      .returning({ id: subscriptions.id });
    return rows.length === 1;
  }

  /**
   * Claims up to `limit` active rows whose next order date is in [from, to] and whose reminder
   * for that date has not gone, marking it gone in the same statement (at most one per period).
   */
  async claimReminders(from: string, to: string, limit: number): Promise<SubscriptionRow[]> {
    const due = this.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, 'active'),
          gte(subscriptions.nextOrderDate, from),
          lte(subscriptions.nextOrderDate, to),
          sql`${subscriptions.remindedFor} is distinct from ${subscriptions.nextOrderDate}`,
        ),
      )
      .orderBy(asc(subscriptions.nextOrderDate), asc(subscriptions.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(subscriptions)
      .set({ remindedFor: sql`${subscriptions.nextOrderDate}` })
      .where(inArray(subscriptions.id, due))
      .returning();
  }
}
