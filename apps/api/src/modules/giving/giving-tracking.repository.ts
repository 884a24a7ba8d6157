import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { givingTrackings, type GivingTrackingRow } from './giving.schema';

/** Who may reach a tracking: its store, and a guest's tracking or the caller's own. */
export interface TrackingScope {
  storeId: string;
  /** The signed-in shopper; null for a guest, who reaches guest trackings only. */
  customerId: string | null;
}

/** The Drizzle queries of giving_trackings, every read scoped to the caller in the query itself. */
@Injectable()
export class GivingTrackingRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(row: typeof givingTrackings.$inferInsert): Promise<GivingTrackingRow> {
    const [created] = await this.db.insert(givingTrackings).values(row).returning();
    return created;
  }

  async find(id: string, scope: TrackingScope, db: Database = this.db): Promise<GivingTrackingRow | null> {
    const [row] = await db.select().from(givingTrackings).where(scoped(id, scope)).limit(1);
    return row ?? null;
  }

  /**
   * Changes a tracking the caller may reach; a signed-in caller's use makes a guest's tracking
   * theirs (their choice follows them to their account). Null when there is no such tracking.
   */
  async update(
    id: string,
    scope: TrackingScope,
    change: (row: GivingTrackingRow) => Partial<typeof givingTrackings.$inferInsert>,
    at: Date,
  ): Promise<{ before: GivingTrackingRow; after: GivingTrackingRow } | null> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(givingTrackings)
        .where(scoped(id, scope))
        .limit(1)
        .for('update');
      if (!before) return null;
      const [after] = await tx
        .update(givingTrackings)
        .set({ ...change(before), customerId: scope.customerId ?? before.customerId, updatedAt: at })
        .where(eq(givingTrackings.id, id))
        .returning();
      return { before, after };
    });
  }
}

function scoped(id: string, scope: TrackingScope): SQL | undefined {
  const owner =
    scope.customerId === null
      ? isNull(givingTrackings.customerId)
      : or(isNull(givingTrackings.customerId), eq(givingTrackings.customerId, scope.customerId));
  return and(eq(givingTrackings.id, id), eq(givingTrackings.storeId, scope.storeId), owner);
}
