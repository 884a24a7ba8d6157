import type {
  givingCampaigns,
  givingCategories,
  givingCauseMultipliers,
  givingCharities,
  givingPortfolioCharities,
  givingPortfolios,
  givingSegments,
  givingStores,
} from './giving.schema';

/**
 * The provider's reference data to add where missing (GivingStoresService.addMissing): the starter
 * data from apps/api/src/seed, or an import of the nonprofit registry. A row already present (by
 * key) is left as an operator left it.
 */
export interface GivingImport {
  categories: (typeof givingCategories.$inferInsert)[];
  charities: (typeof givingCharities.$inferInsert)[];
  portfolios: (typeof givingPortfolios.$inferInsert)[];
  portfolioCharities: (typeof givingPortfolioCharities.$inferInsert)[];
  stores: (typeof givingStores.$inferInsert)[];
  campaigns: (typeof givingCampaigns.$inferInsert)[];
  segments: (typeof givingSegments.$inferInsert)[];
  causeMultipliers: (typeof givingCauseMultipliers.$inferInsert)[];
}
