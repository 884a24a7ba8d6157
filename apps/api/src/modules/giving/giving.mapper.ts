import { causeKind, donationRuleOf, type DonationRule, type DonationTypeCode } from '@shop/giving';
import type { CharityRow } from './giving-causes.repository';
import type { StoreRows } from './giving-stores.repository';
import type { GivingCauseDto } from './dto/giving-cause.dto';
import type { GivingStoreDto } from './dto/giving-store.dto';
import type { GivingPortfolioRow } from './giving.schema';

/** A store as every giving call needs it; plain JSON, so it is cached (GivingCache) as it is. */
export interface StoreConfig {
  dto: GivingStoreDto;
  site: string;
  rule: DonationRule;
  /** Cause id → multiplier. */
  multipliers: Record<string, number>;
  activeCampaignTypes: number[];
}

export interface Category {
  id: number;
  name: string;
  logoUrl: string;
}

export function storeConfigOf({ store, campaigns, segments, multipliers }: StoreRows): StoreConfig {
  const rule = donationRuleOf(store.defaultDonationType as DonationTypeCode, store.defaultDonationHundredths);
  const active = campaigns.filter((campaign) => campaign.isActive);
  return {
    site: store.site,
    rule,
    multipliers: Object.fromEntries(multipliers.map((m) => [m.causeId, m.multiplierHundredths / 100])),
    activeCampaignTypes: [...new Set(active.map((campaign) => campaign.type))],
    dto: {
      id: store.id,
      name: store.name,
      isActive: store.isActive,
      isExperienceActive: store.isExperienceActive,
      isEmbeddedConfirmation: store.isEmbeddedConfirmation,
      letShoppersChoose: store.letShoppersChoose,
      searchEnabled: store.searchEnabled,
      primaryCurrency: store.primaryCurrency,
      customCSS: store.customCss,
      targetCssSelector: store.targetCssSelector,
      defaultCauseId: store.defaultCauseId,
      defaultCauseIds: store.defaultCauseIds,
      featuredCauseIds: store.featuredCauseIds,
      defaultDonation: store.defaultDonationHundredths / 100,
      defaultDonationType: store.defaultDonationType,
      causeMultipliers: multipliers.map((m) => ({
        causeId: m.causeId,
        multiplier: m.multiplierHundredths / 100,
      })),
      activeCampaigns: active.map(({ id, type, name, isActive }) => ({ id, type, name, isActive })),
      addressInformation: store.addressInformation,
      contactInformation: store.contactInformation,
      customerSegments: segments.map((s) => ({
        id: s.id,
        isActive: s.isActive,
        name: s.name,
        description: s.description,
        excludeSegment: s.excludeSegment,
        frontEndPropertyName: s.frontEndPropertyName,
        frontEndSource: s.frontEndSource,
        priorityIndex: s.priorityIndex,
        valueCategory: s.valueCategory,
        specifiedValues: s.specifiedValues,
        backEndPropertyName: s.backEndPropertyName,
        donationAction: s.donationAction,
        donationActionValue: s.donationActionValueHundredths / 100,
      })),
    },
  };
}

/** Is the cause one of the store's default causes. */
function isDefault(store: StoreConfig | null, id: string): boolean {
  return !!store && (store.dto.defaultCauseId === id || store.dto.defaultCauseIds.includes(id));
}

function categoryOf(categories: ReadonlyMap<number, Category>, id: number): Category {
  return categories.get(id) ?? { id, name: 'Unclassified', logoUrl: '' };
}

export function charityCause(
  row: CharityRow,
  store: StoreConfig | null,
  categories: ReadonlyMap<number, Category>,
): GivingCauseDto {
  const category = categoryOf(categories, row.categoryId);
  return {
    id: row.ein,
    kind: causeKind(row.ein),
    name: row.name,
    website: row.website,
    logoUrl: row.logoUrl ?? category.logoUrl,
    streetAddress: row.streetAddress,
    city: row.city,
    state: row.state,
    zip: row.zip,
    description: row.description,
    multiplier: store?.multipliers[row.ein] ?? 1,
    categoryId: category.id,
    categoryName: category.name,
    categoryLogoUrl: category.logoUrl,
    headline: row.headline,
    bannerImage: row.bannerImageUrl,
    portfolioCharities: [],
    default: isDefault(store, row.ein),
  };
}

export function portfolioCause(
  portfolio: GivingPortfolioRow,
  charities: readonly CharityRow[],
  store: StoreConfig | null,
  categories: ReadonlyMap<number, Category>,
): GivingCauseDto {
  const category = categoryOf(categories, portfolio.categoryId);
  return {
    id: portfolio.id,
    kind: 'portfolio',
    name: portfolio.name,
    website: portfolio.website,
    logoUrl: portfolio.logoUrl ?? category.logoUrl,
    streetAddress: null,
    city: null,
    state: null,
    zip: null,
    description: portfolio.description,
    multiplier: store?.multipliers[portfolio.id] ?? 1,
    categoryId: category.id,
    categoryName: category.name,
    categoryLogoUrl: category.logoUrl,
    headline: portfolio.headline,
    bannerImage: portfolio.bannerImageUrl,
    portfolioCharities: charities.map((row) => charityCause(row, store, categories)),
    default: isDefault(store, portfolio.id),
  };
}
