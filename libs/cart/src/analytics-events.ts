import { fromCents, toCents } from './money-cents';

/** Every amount the shop reports is in US dollars (SPEC §3: currency USD only). */
export const ANALYTICS_CURRENCY = 'USD';

/** The page-view event every route change pushes (SPEC §2), except on the staff site. */
export const PAGE_VIEW_EVENT = 'page_view';

/** GA4's recommended ecommerce events the storefront reports (SPEC §2, §4). */
export type EcommerceEventName =
  | 'view_item_list'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'purchase';

/**
 * The extra events an autoship purchase reports (SPEC §4: 'Autoship adds extra analytics events for
 * frequency'): a frequency chosen when adding to the cart, and a frequency changed on a cart line.
 */
export type AutoshipFrequencyEventName = 'autoship_frequency_selected' | 'autoship_frequency_changed';

/** SPEC §3 Analytics item, in GA4's field names. */
export interface AnalyticsItem {
  /** The variant's SKU. */
  item_id: string;
  item_name: string;
  item_brand: string;
  /** The product type (food form), e.g. 'Dry Food'. */
  item_category: string;
  /** The variant's option values, e.g. 'Chicken / 30 lb'. */
  item_variant: string;
  /** What one unit costs the shopper, after `discount` (GA4's convention). */
  price: number;
  quantity: number;
  /** Saving on one unit (autoship, program discount, discount code). */
  discount: number;
  /** Position in the list or cart, from 0. */
  index: number;
  /** The platform's variant id, so reports join to the catalogue. */
  shopify_variant: string;
}

/** What the storefront knows of a product on a card, a page or a cart line when it reports it. */
export interface AnalyticsProduct {
  sku: string;
  name: string;
  brand?: string | null;
  category?: string | null;
  variant?: string | null;
  variantId?: string | null;
  /** Catalogue price of one unit, before any saving, in dollars. */
  unitPrice: number;
  /** Saving on one unit in dollars (0 when none); never more than the price. */
  unitDiscount?: number;
  /** Defaults to 1 (a product seen, not bought). */
  quantity?: number;
}

export interface EcommerceData {
  currency: typeof ANALYTICS_CURRENCY;
  /** What the items cost the shopper: the sum of price × quantity, after savings. */
  value: number;
  items: AnalyticsItem[];
  item_list_id?: string;
  item_list_name?: string;
  transaction_id?: string;
  tax?: number;
  shipping?: number;
  coupon?: string;
}

export interface EcommerceEvent<N extends string = EcommerceEventName> {
  event: N;
  ecommerce: EcommerceData;
}

export interface AutoshipFrequencyEvent extends EcommerceEvent<AutoshipFrequencyEventName> {
  /** Days between deliveries, e.g. 28 for every 4 weeks. */
  autoship_frequency_days: number;
}

export interface PageViewEvent {
  event: typeof PAGE_VIEW_EVENT;
  /** SPEC §2 page-type label naming the route ('PDP', 'PLP', 'My Orders', 'HOME', 'Other'...). */
  page_type: string;
  /** Path and query of the page. */
  page_path: string;
}

function nonNegativeCents(amount: number | undefined): number {
  return amount !== undefined && Number.isFinite(amount) ? Math.max(0, toCents(amount)) : 0;
}

function wholeQuantity(quantity: number | undefined): number {
  if (quantity === undefined || !Number.isFinite(quantity)) return 1;
  return Math.max(0, Math.floor(quantity));
}

/**
 * One product as SPEC §3's analytics item, at `index` in its list. The saving is capped at the price
 * and amounts are worked in cents, so a report never shows a negative price or a float artefact.
 */
export function analyticsItem(product: AnalyticsProduct, index: number): AnalyticsItem {
  const priceCents = nonNegativeCents(product.unitPrice);
  const discountCents = Math.min(priceCents, nonNegativeCents(product.unitDiscount));
  return {
    item_id: product.sku,
    item_name: product.name,
    item_brand: product.brand ?? '',
    item_category: product.category ?? '',
    item_variant: product.variant ?? '',
    price: fromCents(priceCents - discountCents),
    quantity: wholeQuantity(product.quantity),
    discount: fromCents(discountCents),
    index,
    shopify_variant: product.variantId ?? '',
  };
}

function ecommerceData(products: readonly AnalyticsProduct[], startIndex = 0): EcommerceData {
  const items = products.map((product, position) => analyticsItem(product, startIndex + position));
  const valueCents = items.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0);
  return { currency: ANALYTICS_CURRENCY, value: fromCents(valueCents), items };
}

function event<N extends string>(
  name: N,
  products: readonly AnalyticsProduct[],
  extra: Partial<EcommerceData> = {},
  startIndex = 0,
): EcommerceEvent<N> {
  return { event: name, ecommerce: { ...ecommerceData(products, startIndex), ...extra } };
}

/**
 * A listing, search result page or carousel was shown with these products, in order; a later page
 * of the same list passes the position of its first product as `startIndex`.
 */
export function viewItemListEvent(
  products: readonly AnalyticsProduct[],
  list: { id: string; name: string },
  startIndex = 0,
): EcommerceEvent<'view_item_list'> {
  return event('view_item_list', products, { item_list_id: list.id, item_list_name: list.name }, startIndex);
}

/** A product page was shown, with the variant it opened on. */
export function viewItemEvent(product: AnalyticsProduct): EcommerceEvent<'view_item'> {
  return event('view_item', [product]);
}

/** Lines were added (card, product page, buy again), with the quantity added. */
export function addToCartEvent(products: readonly AnalyticsProduct[]): EcommerceEvent<'add_to_cart'> {
  return event('add_to_cart', products);
}

/** Lines were removed (cart, the add-to-cart dialog's remove), with the quantity removed. */
export function removeFromCartEvent(
  products: readonly AnalyticsProduct[],
): EcommerceEvent<'remove_from_cart'> {
  return event('remove_from_cart', products);
}

/** The cart page was shown with these lines. */
export function viewCartEvent(products: readonly AnalyticsProduct[]): EcommerceEvent<'view_cart'> {
  return event('view_cart', products);
}

/** The shopper pressed Proceed to Checkout with these lines (and the discount code, if any). */
export function beginCheckoutEvent(
  products: readonly AnalyticsProduct[],
  coupon?: string,
): EcommerceEvent<'begin_checkout'> {
  return event('begin_checkout', products, coupon ? { coupon } : {});
}

export interface PurchaseInput {
  /** The order number the shopper sees. */
  transactionId: string;
  products: readonly AnalyticsProduct[];
  tax: number;
  shipping: number;
  coupon?: string;
}

/**
 * An order was placed. `value` is what the items cost after savings; tax and shipping are reported
 * beside it, as GA4 expects, so revenue is not counted twice.
 */
export function purchaseEvent({
  transactionId,
  products,
  tax,
  shipping,
  coupon,
}: PurchaseInput): EcommerceEvent<'purchase'> {
  return event('purchase', products, {
    transaction_id: transactionId,
    tax: fromCents(nonNegativeCents(tax)),
    shipping: fromCents(nonNegativeCents(shipping)),
    ...(coupon ? { coupon } : {}),
  });
}

/**
 * The autoship extra event (SPEC §4): which product and how often. Pushed beside add_to_cart when an
 * autoship line is added ('autoship_frequency_selected') and alone when a line's frequency changes.
 */
export function autoshipFrequencyEvent(
  name: AutoshipFrequencyEventName,
  product: AnalyticsProduct,
  frequencyDays: number,
): AutoshipFrequencyEvent {
  return { ...event(name, [product]), autoship_frequency_days: frequencyDays };
}

export interface PageViewInput {
  /** SPEC §2 page-type label of the route. */
  pageType: string;
  /** Path and query of the page. */
  path: string;
  /** True on the staff-feeding site (HPSF). */
  staff: boolean;
}

/**
 * The page view a route change pushes (SPEC §2), named after the route's page type; null on the
 * staff-feeding site, which pushes no page views (its ecommerce events still fire, SPEC §4).
 */
export function pageViewEvent({ pageType, path, staff }: PageViewInput): PageViewEvent | null {
  if (staff) return null;
  return { event: PAGE_VIEW_EVENT, page_type: pageType, page_path: path };
}
