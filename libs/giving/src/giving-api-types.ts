/*
 * The giving provider's answers (SPEC §3, §7) as the API serves them under /api/giving; the API's
 * DTOs are the contract (OpenAPI), and apps/api/test/giving-sdk.api.spec.ts runs this SDK against
 * the real API so the two cannot drift apart.
 */

/** The services of SPEC §7's charitable-giving provider, the first segment under /api/giving. */
export const GIVING_SERVICES = [
  'stores',
  'products',
  'charities',
  'portfolios',
  'tracking',
  'clickstream',
] as const;
export type GivingService = (typeof GIVING_SERVICES)[number];

/** A charity (tax id) or a portfolio (32-hex id) of charities (SPEC §3 Cause). */
export interface GivingCause {
  id: string;
  kind: 'charity' | 'portfolio';
  name: string;
  website: string | null;
  logoUrl: string | null;
  streetAddress: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  description: string;
  /** The store's multiplier for this cause; 1 when it has none. */
  multiplier: number;
  categoryId: number;
  categoryName: string;
  categoryLogoUrl: string;
  headline: string | null;
  bannerImage: string | null;
  /** A portfolio's charities; empty for a charity. */
  portfolioCharities: GivingCause[];
  /** One of the store's default causes. */
  default: boolean;
}

export interface GivingCampaign {
  id: string;
  /** SPEC §3 campaign types 1-7 (CAMPAIGN_TYPES). */
  type: number;
  name: string;
  isActive: boolean;
}

export interface GivingSegment {
  id: string;
  isActive: boolean;
  name: string;
  description: string;
  excludeSegment: boolean;
  frontEndPropertyName: string;
  frontEndSource: number;
  priorityIndex: number;
  valueCategory: number;
  specifiedValues: string[];
  backEndPropertyName: string | null;
  donationAction: number;
  donationActionValue: number;
}

/** SPEC §3 Giving store configuration. */
export interface GivingStore {
  id: string;
  name: string;
  isActive: boolean;
  isExperienceActive: boolean;
  isEmbeddedConfirmation: boolean;
  letShoppersChoose: boolean;
  searchEnabled: boolean;
  primaryCurrency: string;
  customCSS: string;
  targetCssSelector: string;
  defaultCauseId: string | null;
  defaultCauseIds: string[];
  featuredCauseIds: string[];
  /** Percent (type 0) or dollars per item (type 1). */
  defaultDonation: number;
  defaultDonationType: number;
  causeMultipliers: { causeId: string; multiplier: number }[];
  activeCampaigns: GivingCampaign[];
  addressInformation: { streetAddress: string; city: string; state: string; zip: string };
  contactInformation: { email: string; phone: string; website: string };
  customerSegments: GivingSegment[];
}

export interface CharitySearchResult {
  charities: GivingCause[];
  /** Matches, counted up to a bound (then totalIsLowerBound). */
  total: number;
  totalIsLowerBound: boolean;
  skip: number;
  take: number;
}

export interface DonationRecipient {
  causeId: string;
  causeName: string;
  amount: string;
  amountCents: number;
}

export interface DonationLineItem {
  id: string;
  totalDonationValue: string;
  totalDonationCents: number;
  donations: { causeId: string; amountCents: number }[];
  donationType: 'percentage' | 'flat' | 'direct' | 'none';
  directDonation: boolean;
  cartDonation: boolean;
  excluded: boolean;
}

/** SPEC §3 Donation result. */
export interface DonationResult {
  totalDonationAmount: string;
  totalDonationCents: number;
  donationRecipients: DonationRecipient[];
  lineItems: DonationLineItem[];
  /** An online-purchase campaign is active, so purchases give. */
  campaignActive: boolean;
  /** The shopper's segment excludes them from giving. */
  segmentExcluded: boolean;
}

/** SPEC §3 Tracking, with what tracking has been told. */
export interface GivingTracking {
  trackingId: string;
  storeId: string;
  causeId: string | null;
  causeName: string | null;
  isTestMode: boolean;
  integrationInfo: { integrationType: string; info: Record<string, unknown> }[];
  confirmationData: { totalDonationAmount: string; causes: string } | null;
}

export interface TrackedCause {
  trackingId: string;
  /** Null before a cause is set; '0' once cleared (SPEC §4). */
  causeId: string | null;
  causeName: string | null;
}

export interface CauseChange extends TrackedCause {
  /** The analytics label of this change: 'set' the first time, then 'updated' (SPEC §4). */
  label: 'set' | 'updated';
}

export interface DonationCartLineInput {
  /** The product's CMS id. */
  id: string;
  /** Dollars, as the cart shows them. */
  price: number;
  quantity: number;
  /** The line's discount in dollars. */
  discount?: number;
}

/** A clickstream event (SPEC §7 POST /events). */
export interface ClickstreamEvent {
  clientProperties?: Record<string, unknown>;
  storeId?: string;
  trackingId?: string | null;
  metadata?: Record<string, unknown>;
  customer?: Record<string, unknown>;
  event: { timeStamp: string; type: string; version: string; payload?: Record<string, unknown> };
}
