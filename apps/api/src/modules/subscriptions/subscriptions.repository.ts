import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
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
}
