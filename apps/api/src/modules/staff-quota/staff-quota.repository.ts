import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { staffQuotaOverrides } from './staff-quota.schema';

/** The Drizzle queries of staff_quota_overrides; `db` is the caller's transaction when given. */
@Injectable()
export class StaffQuotaRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The member's own quota in cents, or null when their group's applies. */
  async overrideCentsOf(customerId: string, db: Database = this.db): Promise<number | null> {
    const [row] = await db
      .select({ quotaCents: staffQuotaOverrides.quotaCents })
      .from(staffQuotaOverrides)
      .where(eq(staffQuotaOverrides.customerId, customerId))
      .limit(1);
    return row?.quotaCents ?? null;
  }

  async setOverride(customerId: string, quotaCents: number, at: Date): Promise<void> {
    await this.db
      .insert(staffQuotaOverrides)
      .values({ customerId, quotaCents, updatedAt: at })
      .onConflictDoUpdate({ target: staffQuotaOverrides.customerId, set: { quotaCents, updatedAt: at } });
  }

  async clearOverride(customerId: string): Promise<void> {
    await this.db.delete(staffQuotaOverrides).where(eq(staffQuotaOverrides.customerId, customerId));
  }
}
