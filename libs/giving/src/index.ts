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
