import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { SiteId } from '@shop/identity';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { lockUntilCommit } from '../../platform/database/transaction-lock';
import { subscriptions, type NewSubscriptionRow, type SubscriptionRow } from './subscriptions.schema';

/** The Drizzle queries of subscriptions; every one is scoped to one customer. */
@Injectable()
export class SubscriptionsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Whether the customer has any subscription row, cancelled ones included (one indexed probe).
   * `lockUntilCommit` (inside a transaction) first takes the customer's first-subscription lock, so
   * a second checkout of the same customer waits for the first to commit its subscriptions.
   */
  async anyForCustomer(
    customerId: string,
    db: Database = this.db,
    options: { lockUntilCommit?: boolean } = {},
  ): Promise<boolean> {
    if (options.lockUntilCommit) await lockUntilCommit(db, `subscriptions:first:${customerId}`);
    const rows = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customerId))
      .limit(1);
    return rows.length > 0;
  }

  /** Inserts the subscriptions of one order in one statement, on the caller's handle (its transaction). */
  async insertMany(db: Database, rows: NewSubscriptionRow[]): Promise<SubscriptionRow[]> {
    if (rows.length === 0) return [];
    return db.insert(subscriptions).values(rows).returning();
  }

  /** The customer's subscriptions on one site, oldest first (cancelled ones too). */
  async listForCustomer(customerId: string, site: SiteId): Promise<SubscriptionRow[]> {
    return this.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.customerId, customerId), eq(subscriptions.site, site)))
      .orderBy(asc(subscriptions.createdAt), asc(subscriptions.contractId));
  }

  /** One of the customer's subscriptions on a site, by contract id; undefined for anyone else's. */
  async findOwned(
    contractId: string,
    customerId: string,
    site: SiteId,
  ): Promise<SubscriptionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.contractId, contractId),
          eq(subscriptions.customerId, customerId),
          eq(subscriptions.site, site),
        ),
      )
      .limit(1);
    return row;
  }

  /**
   * Writes `changes` only if the fields the autoship rules read are still what `read` had (a
   * compare-and-set): a concurrent change, the shopper's or a renewal's, makes it answer undefined
   * and the caller plans again. Only changed columns are written, so the ship-to, which no rule
   * reads, never overwrites a concurrent change of another field. On `db` when the caller
   * publishes the change's event with it (one transaction).
   */
  async updateIfUnchanged(
    read: SubscriptionRow,
    changes: Partial<Pick<SubscriptionRow, SelfServiceColumn>>,
    db: Database = this.db,
  ): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .update(subscriptions)
      .set(changes)
      .where(
        and(
          eq(subscriptions.id, read.id),
          eq(subscriptions.customerId, read.customerId),
          eq(subscriptions.status, read.status),
          eq(subscriptions.frequencyDays, read.frequencyDays),
          eq(subscriptions.nextOrderDate, read.nextOrderDate),
          eq(subscriptions.quantity, read.quantity),
          sameCancelReason(read.cancelReason),
        ),
      )
      .returning();
    return row;
  }
}

/** The columns self-service changes. */
export type SelfServiceColumn =
  | 'status'
  | 'cancelled'
  | 'cancelReason'
  | 'frequencyDays'
  | 'nextOrderDate'
  | 'quantity'
  | 'shipTo'
  | 'renewalFailures'
  | 'retryAt';

function sameCancelReason(reason: string | null): SQL | undefined {
  return reason === null ? isNull(subscriptions.cancelReason) : eq(subscriptions.cancelReason, reason);
}
