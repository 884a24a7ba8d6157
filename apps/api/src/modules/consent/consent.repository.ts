import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { consentRecords, type ConsentRecordRow } from './consent.schema';

/** How many of a customer's choices are kept: the latest answers, the rest is history enough. */
export const CONSENT_HISTORY_KEPT = 20;

export type NewConsentRecord = Omit<ConsentRecordRow, 'id' | 'customerId'>;

/** The Drizzle queries of consent_records; every one is scoped to one customer. */
@Injectable()
export class ConsentRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async latest(customerId: string): Promise<ConsentRecordRow | undefined> {
    const [row] = await this.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.customerId, customerId))
      .orderBy(desc(consentRecords.decidedAt), desc(consentRecords.id))
      .limit(1);
    return row;
  }

  /** Adds a choice and drops the customer's older ones past CONSENT_HISTORY_KEPT, in one transaction. */
  record(customerId: string, record: NewConsentRecord): Promise<ConsentRecordRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(consentRecords)
        .values({ ...record, customerId })
        .returning();
      const kept = tx
        .select({ id: consentRecords.id })
        .from(consentRecords)
        .where(eq(consentRecords.customerId, customerId))
        .orderBy(desc(consentRecords.decidedAt), desc(consentRecords.id))
        .limit(CONSENT_HISTORY_KEPT);
      await tx
        .delete(consentRecords)
        .where(and(eq(consentRecords.customerId, customerId), notInArray(consentRecords.id, kept)));
      return row;
    });
  }
}
