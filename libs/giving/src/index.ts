export { GIVING_ERROR_MESSAGES, GivingError } from './giving-error';
export type { GivingErrorMessage, GivingErrorType } from './giving-error';
export { normalizeStoreId } from './store-id';
export { causeKind, isPortfolioId } from './cause-kind';
export type { CauseKind } from './cause-kind';
export { CAMPAIGN_TYPES } from './campaign-types';
export type { CampaignType } from './campaign-types';
export { shouldShowGivingWidget } from './giving-widget-visibility';
export type { GivingWidgetVisibilityInput } from './giving-widget-visibility';
export { formatDonationAmount, convertCurrency } from './donation-amount';
export {
  CHARITY_SEARCH_DEFAULTS,
  STORE_LOAD_TIMEOUT_MS,
  STORE_LOAD_POLL_MS,
  EVENT_POLL_INTERVAL_MS,
  DONATION_KEY,
  GIVING_CURRENCY,
} from './giving-constants';
export { CLEAR_CAUSE, causeEventLabel } from './cause-tracking';
export {
  DONATION_TYPES,
  MAX_CAUSE_MULTIPLIER,
  MAX_DONATION_BASIS_POINTS,
  donationRuleOf,
  donationRuleValue,
  productDonationCents,
} from './donation-rule';
export type { DonationRule, DonationTypeCode } from './donation-rule';
export { cartDiscountShares, cartDonation } from './cart-donation';
export type {
  CartDonation,
  CartDonationLineResult,
  CartDonationOptions,
  DonationCartLine,
  LineDonationType,
} from './cart-donation';
export { roundUpDonationCents } from './round-up-donation';
export {
  ADD_ON_DONATION_MAX_CENTS,
  ADD_ON_DONATION_MIN_CENTS,
  ADD_ON_DONATION_PRESETS_CENTS,
  addOnDonationRefusal,
  addOnRefusalMessage,
  clampAddOnDonationCents,
} from './add-on-donation';
export type { AddOnDonationRefusal } from './add-on-donation';
export {
  SEGMENT_DONATION_ACTIONS,
  SEGMENT_SOURCES,
  SEGMENT_VALUE_CATEGORIES,
  matchCustomerSegment,
  segmentDonation,
} from './customer-segment';
export type {
  CustomerSegment,
  SegmentDonation,
  SegmentPropertyReader,
  SegmentSource,
} from './customer-segment';
export {
  INVALID_ANALYTICS_INTEGRATION_MESSAGE,
  SUPPORTED_ANALYTICS_INTEGRATIONS,
  isSupportedAnalyticsIntegration,
} from './analytics-integration';
export { GIVING_SERVICES } from './giving-api-types';
export type * from './giving-api-types';
export { GivingClient, createGivingClient } from './giving-client';
export type {
  CartDonationInput,
  CharitySearchInput,
  GivingClientOptions,
  GivingErrorListener,
  GivingSessionStorage,
  GivingStart,
  ProductDonationInput,
} from './giving-client';
export { cancellationReversalCents, refundReversalCents } from './donation-reversal';
