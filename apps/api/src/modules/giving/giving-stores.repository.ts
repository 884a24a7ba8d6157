import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { insertMissing } from '../../platform/database/insert-missing';
import type { GivingImport } from './giving-import';
import {
  givingCampaigns,
  givingCategories,
  givingCauseMultipliers,
  givingCharities,
  givingPortfolioCharities,
  givingPortfolios,
  givingProductRules,
  givingSegments,
  givingStores,
  type GivingCampaignRow,
  type GivingSegmentRow,
  type GivingStoreRow,
} from './giving.schema';

export interface StoreRows {
  store: GivingStoreRow;
  campaigns: GivingCampaignRow[];
  segments: GivingSegmentRow[];
  multipliers: { causeId: string; multiplierHundredths: number }[];
}

export type ProductRuleRow = typeof givingProductRules.$inferSelect;

/** The Drizzle queries of the stores and their configuration; `db` is the caller's transaction when given. */
@Injectable()
export class GivingStoresRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async storeRows(storeId: string, db: Database = this.db): Promise<StoreRows | null> {
    const [store] = await db.select().from(givingStores).where(eq(givingStores.id, storeId)).limit(1);
    if (!store) return null;
    const [campaigns, segments, multipliers] = await Promise.all([
      db
        .select()
        .from(givingCampaigns)
        .where(eq(givingCampaigns.storeId, storeId))
        .orderBy(asc(givingCampaigns.type), asc(givingCampaigns.id)),
      db
        .select()
        .from(givingSegments)
        .where(eq(givingSegments.storeId, storeId))
        .orderBy(asc(givingSegments.priorityIndex), asc(givingSegments.id)),
      db
        .select({
          causeId: givingCauseMultipliers.causeId,
          multiplierHundredths: givingCauseMultipliers.multiplierHundredths,
        })
        .from(givingCauseMultipliers)
        .where(eq(givingCauseMultipliers.storeId, storeId))
        .orderBy(asc(givingCauseMultipliers.causeId)),
    ]);
    return { store, campaigns, segments, multipliers };
  }

  async storeIdOfSite(site: string, db: Database = this.db): Promise<string | null> {
    const [row] = await db
      .select({ id: givingStores.id })
      .from(givingStores)
      .where(eq(givingStores.site, site))
      .limit(1);
    return row?.id ?? null;
  }

  /** Answers whether the store exists. */
  async setActive(storeId: string, isActive: boolean, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(givingStores)
      .set({ isActive, updatedAt: at })
      .where(eq(givingStores.id, storeId))
      .returning({ id: givingStores.id });
    return rows.length > 0;
  }

  /** The store's own rules for these products, by CMS id. */
  productRules(
    storeId: string,
    cmsIds: readonly string[],
    db: Database = this.db,
  ): Promise<ProductRuleRow[]> {
    if (cmsIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(givingProductRules)
      .where(
        and(eq(givingProductRules.storeId, storeId), inArray(givingProductRules.cmsId, [...new Set(cmsIds)])),
      );
  }

  categories(): Promise<(typeof givingCategories.$inferSelect)[]> {
    return this.db.select().from(givingCategories).orderBy(asc(givingCategories.id));
  }

  /** Adds what is missing, parents before children; answers how many rows it wrote. */
  async addMissing(data: GivingImport): Promise<number> {
    return this.db.transaction(async (tx) => {
      let written = 0;
      written += await insertMissing(tx, givingCategories, data.categories);
      // The registry is large: insert in slices so one statement's parameters stay bounded.
      for (let i = 0; i < data.charities.length; i += 500)
        written += await insertMissing(tx, givingCharities, data.charities.slice(i, i + 500));
      written += await insertMissing(tx, givingPortfolios, data.portfolios);
      written += await insertMissing(tx, givingPortfolioCharities, data.portfolioCharities);
      written += await insertMissing(tx, givingStores, data.stores);
      written += await insertMissing(tx, givingCampaigns, data.campaigns);
      written += await insertMissing(tx, givingSegments, data.segments);
      written += await insertMissing(tx, givingCauseMultipliers, data.causeMultipliers);
      return written;
    });
  }
}
