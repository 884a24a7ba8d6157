export {
  MIN_QUANTITY,
  MAX_ONE_TIME_LINE_QUANTITY,
  MAX_AUTOSHIP_LINE_QUANTITY,
  maxLineQuantity,
  clampQuantity,
} from './quantity-limits';
export { guestAddQuantity } from './guest-add-quantity';
export {
  MAX_ITEMS_PER_ORDER,
  AUTOSHIP_LIMIT_REACHED_AT,
  isCartOverLimit,
  isAutoshipOverLimit,
  isAutoshipLimitReached,
  autoshipLimitAlert,
} from './cart-limit-checks';
export {
  DEFAULT_CARD_QUANTITY,
  normalizeQuantityOnBlur,
  canDecrement,
  canIncrement,
} from './card-quantity-input';
export { isQuantityKeyAllowed } from './quantity-key-filter';
export { orderTypeFor } from './order-type';
export type { OrderType, OrderTypeLine } from './order-type';
export { AUTOSHIP_REQUIRED_LOGIN_PATH, requiresAutoshipLogin } from './autoship-login-requirement';
export type { AutoshipLoginInput, AutoshipLoginStage } from './autoship-login-requirement';
export { CART_OVER_LIMIT_MESSAGE, lineLimitMessage } from './quantity-limit-messages';
export {
  ANALYTICS_INTEGRATIONS,
  INVALID_ANALYTICS_INTEGRATION_MESSAGE,
  InvalidAnalyticsIntegrationError,
  analyticsIntegration,
} from './analytics-integration';
export type { AnalyticsIntegration } from './analytics-integration';
export {
  ANALYTICS_CURRENCY,
  PAGE_VIEW_EVENT,
  addToCartEvent,
  analyticsItem,
  autoshipFrequencyEvent,
  beginCheckoutEvent,
  pageViewEvent,
  purchaseEvent,
  removeFromCartEvent,
  viewCartEvent,
  viewItemEvent,
  viewItemListEvent,
} from './analytics-events';
export type {
  AnalyticsItem,
  AnalyticsProduct,
  AutoshipFrequencyEvent,
  AutoshipFrequencyEventName,
  EcommerceData,
  EcommerceEvent,
  EcommerceEventName,
  PageViewEvent,
  PageViewInput,
  PurchaseInput,
} from './analytics-events';
export { AUTOSHIP_FIRST_ORDER_CODE, shouldApplyFirstSubscriptionCode } from './first-subscription-code';
export type { FirstSubscriptionCodeInput } from './first-subscription-code';
export { discountCodeRefusal } from './discount-code-refusal';
export type { DiscountCodeContext } from './discount-code-refusal';
export { PROGRESS_BAR_HEIGHT, freeShippingProgress } from './free-shipping-progress';
export type { FreeShippingInput, FreeShippingLine, FreeShippingProgress } from './free-shipping-progress';
export { DEFAULT_ADDED_NOTIFICATION, quantityLabel, lineSubtotal } from './added-to-cart-summary';
export { ALASKA_HAWAII_SERVICE_CHARGE } from './service-charge-constants';
export { needsStockCheck } from './stock-check-eligibility';
export type { StockCheckLine } from './stock-check-eligibility';
export { DEFAULT_FLAT_SHIPPING_CENTS, cartCharges, checkoutCharges } from './checkout-charges';
export type { CheckoutCharges, CheckoutChargesInput } from './checkout-charges';
export { SALES_TAX_RATE_SCALE, STATE_SALES_TAX_RATES, salesTaxRateFor } from './checkout-charges-tax-rates';
export {
  FIRST_SUBSCRIPTION_DISCOUNT_PERCENT,
  autoshipUnitPriceCents,
  isAutoshipLine,
  normalizeDiscountCode,
  priceCart,
} from './cart-pricing';
export { pricingInputsFor } from './cart-pricing-inputs';
export type { PricingBuyer, PricingInputs, PricingSettings } from './cart-pricing-inputs';
export type {
  CartPricing,
  CartTotals,
  DiscountCodeResult,
  LinePricing,
  PriceCartInput,
  PricingLine,
} from './cart-pricing';
export {
  SALES_ATTRIBUTE_KEYS,
  SALES_ORDER_TYPES,
  SALES_ORG,
  salesAttributesFor,
  salesOrderTypeFor,
} from './sales-attributes';
export type { SalesOrderType } from './sales-attributes';
export {
  AUTOSHIP_CANCEL_REASONS,
  AUTOSHIP_CANCEL_REASON_LABELS,
  AUTOSHIP_NEXT_ORDER_MAX_DAYS_AHEAD,
  AUTOSHIP_STATUSES,
  addCalendarDays,
  applyAutoshipAction,
  autoshipActionsFor,
  autoshipNextOrderDateRange,
  autoshipNextOrderHorizonDays,
  calendarDaysBetween,
  isAutoshipCancelReason,
  isAutoshipOrderDue,
  isCalendarDate,
  isValidAutoshipState,
} from './autoship-subscription-state';
export type {
  AutoshipAction,
  AutoshipActionType,
  AutoshipCancelReason,
  AutoshipContext,
  AutoshipOutcome,
  AutoshipRefusal,
  AutoshipRefusalCode,
  AutoshipState,
  AutoshipStatus,
} from './autoship-subscription-state';
export {
  RENEWAL_MAX_FAILURES,
  RENEWAL_RETRY_DAYS,
  RENEWAL_TRANSIENT_RETRY_MINUTES,
  renewalFailureOutcome,
} from './renewal-retries';
export type { RenewalFailureInput, RenewalFailureKind, RenewalFailureOutcome } from './renewal-retries';
export {
  isRenewalReminderDue,
  nextRenewalDate,
  renewalDayOf,
  renewalReminderWindow,
} from './renewal-schedule';
export { CART_COOKIE, cartIdOf } from './cart-cookie';
export {
  ANY_ACCOUNT_GROUP,
  DEFAULT_STAFF_MONTHLY_QUOTAS,
  SHOP_TIME_ZONE,
  fitsQuota,
  isQuotaReached,
  monthlyQuotaCentsFor,
  parseStaffMonthlyQuotas,
  quotaExceededMessage,
  quotaLeftCents,
  quotaMonthOf,
  quotaMonthStart,
} from './staff-monthly-quota';
export type { StaffMonthlyQuotas } from './staff-monthly-quota';
export {
  CART_NOTE_MAX_LENGTH,
  DISCOUNT_CODE_MAX_LENGTH,
  MAX_DISCOUNT_CODES,
} from './cart-order-details-limits';
