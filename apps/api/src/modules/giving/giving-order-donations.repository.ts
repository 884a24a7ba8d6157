import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import {
  givingDonationEntries,
  givingDonationLines,
  givingOrderDonations,
  givingSubscriptionCauses,
  type GivingDonationEntryRow,
  type GivingDonationLineRow,
  type GivingOrderDonationRow,
} from './giving-donations.schema';

/** One row of the operator's report: a cause's donations in a month (UTC), in cents. */
export interface DonationReportRow {
  month: string;
  causeId: string;
  causeName: string;
  causeEin: string | null;
  causeCity: string | null;
  causeState: string | null;
  orders: number;
  givenCents: number;
  reversedCents: number;
}

/** The Drizzle queries of the order half's tables; every write on the caller's transaction. */
@Injectable()
export class GivingOrderDonationsRepository {
  constructor(@Inject(DATABASE) readonly db: Database) {}

  async insert(
    tx: Database,
    record: typeof givingOrderDonations.$inferInsert,
    lines: (typeof givingDonationLines.$inferInsert)[],
    entries: (typeof givingDonationEntries.$inferInsert)[],
  ): Promise<void> {
    await tx.insert(givingOrderDonations).values(record);
    if (lines.length > 0) await tx.insert(givingDonationLines).values(lines);
    if (entries.length > 0) await tx.insert(givingDonationEntries).values(entries);
  }

  async find(orderId: string, db: Database = this.db): Promise<GivingOrderDonationRow | null> {
    const [row] = await db
      .select()
      .from(givingOrderDonations)
      .where(eq(givingOrderDonations.orderId, orderId))
      .limit(1);
    return row ?? null;
  }

  /** Locks an order's record until the transaction ends: reversals of one order one at a time. */
  async lock(tx: Database, orderId: string): Promise<GivingOrderDonationRow | null> {
    const [row] = await tx
      .select()
      .from(givingOrderDonations)
      .where(eq(givingOrderDonations.orderId, orderId))
      .limit(1)
      .for('update');
    return row ?? null;
  }

  linesOf(orderId: string, db: Database = this.db): Promise<GivingDonationLineRow[]> {
    return db
      .select()
      .from(givingDonationLines)
      .where(eq(givingDonationLines.orderId, orderId))
      .orderBy(asc(givingDonationLines.position));
  }

  entriesOf(orderId: string, db: Database = this.db): Promise<GivingDonationEntryRow[]> {
    return db
      .select()
      .from(givingDonationEntries)
      .where(eq(givingDonationEntries.orderId, orderId))
      .orderBy(asc(givingDonationEntries.createdAt), asc(givingDonationEntries.id));
  }

  /** Reversal entries; one per event and kind, so a second delivery of an event adds nothing. */
  async insertEntries(tx: Database, entries: (typeof givingDonationEntries.$inferInsert)[]): Promise<void> {
    if (entries.length === 0) return;
    await tx.insert(givingDonationEntries).values(entries).onConflictDoNothing();
  }

  /** The cause of the shopper's latest checkout donation on a store (a renewal's fallback). */
  async lastCheckoutCause(customerId: string, storeId: string, db: Database): Promise<string | null> {
    const [row] = await db
      .select({ causeId: givingOrderDonations.causeId })
      .from(givingOrderDonations)
      .where(
        and(
          eq(givingOrderDonations.customerId, customerId),
          eq(givingOrderDonations.storeId, storeId),
          eq(givingOrderDonations.source, 'checkout'),
        ),
      )
      .orderBy(desc(givingOrderDonations.createdAt))
      .limit(1);
    return row?.causeId ?? null;
  }

  async subscriptionCause(contractId: string, db: Database = this.db): Promise<string | null> {
    const [row] = await db
      .select({ causeId: givingSubscriptionCauses.causeId })
      .from(givingSubscriptionCauses)
      .where(eq(givingSubscriptionCauses.contractId, contractId))
      .limit(1);
    return row?.causeId ?? null;
  }

  async setSubscriptionCause(
    contractId: string,
    customerId: string,
    causeId: string,
    at: Date,
  ): Promise<void> {
    await this.db
      .insert(givingSubscriptionCauses)
      .values({ contractId, customerId, causeId, updatedAt: at })
      .onConflictDoUpdate({ target: givingSubscriptionCauses.contractId, set: { causeId, updatedAt: at } });
  }

  /**
   * Per cause and month (of each entry, UTC) from `from` to before `to`: what was given and what
   * was taken back, bounded by the months asked (at most 24 × the causes that received anything).
   */
  async report(from: Date, to: Date): Promise<DonationReportRow[]> {
    const month = sql<string>`to_char(${givingDonationEntries.createdAt} at time zone 'UTC', 'YYYY-MM')`;
    const rows = await this.db
      .select({
        month,
        causeId: givingOrderDonations.causeId,
        causeName: sql<string>`max(${givingOrderDonations.causeName})`,
        causeEin: sql<string | null>`max(${givingOrderDonations.causeEin})`,
        causeCity: sql<string | null>`max(${givingOrderDonations.causeCity})`,
        causeState: sql<string | null>`max(${givingOrderDonations.causeState})`,
        orders: sql<number>`count(distinct ${givingDonationEntries.orderId})::int`,
        givenCents: sql<number>`coalesce(sum(${givingDonationEntries.amountCents}) filter (where ${givingDonationEntries.reason} = 'given'), 0)::int`,
        reversedCents: sql<number>`coalesce(-sum(${givingDonationEntries.amountCents}) filter (where ${givingDonationEntries.reason} <> 'given'), 0)::int`,
      })
      .from(givingDonationEntries)
      .innerJoin(givingOrderDonations, eq(givingOrderDonations.orderId, givingDonationEntries.orderId))
      .where(and(gte(givingDonationEntries.createdAt, from), lt(givingDonationEntries.createdAt, to)))
      .groupBy(month, givingOrderDonations.causeId)
      .orderBy(month, givingOrderDonations.causeId);
    return rows.flatMap((row) => (row.causeId === null ? [] : [{ ...row, causeId: row.causeId }]));
  }
}
