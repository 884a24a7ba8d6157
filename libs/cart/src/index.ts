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
export { AUTOSHIP_FIRST_ORDER_CODE, shouldApplyFirstSubscriptionCode } from './first-subscription-code';
export type { FirstSubscriptionCodeInput } from './first-subscription-code';
export { PROGRESS_BAR_HEIGHT, freeShippingProgress } from './free-shipping-progress';
export type { FreeShippingInput, FreeShippingLine, FreeShippingProgress } from './free-shipping-progress';
export { DEFAULT_ADDED_NOTIFICATION, quantityLabel, lineSubtotal } from './added-to-cart-summary';
export { ALASKA_HAWAII_SERVICE_CHARGE } from './service-charge-constants';
export { needsStockCheck } from './stock-check-eligibility';
export type { StockCheckLine } from './stock-check-eligibility';
export {
  FIRST_SUBSCRIPTION_DISCOUNT_PERCENT,
  autoshipUnitPriceCents,
  centsToAmount,
  isAutoshipLine,
  normalizeDiscountCode,
  priceCart,
} from './cart-pricing';
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
