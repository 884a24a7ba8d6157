import type { CartDto, CartLineDto } from '@shop/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { CART_QUERY_KEY } from '../lib/cart/cart-cache';

/** The cart calls' paths (SPEC §7). */
export const CART_API = {
  get: '/api/ecom/v1.0/get-cart',
  create: '/api/ecom/v1.0/create-cart',
  add: '/api/ecom/v1.0/add-cart-line-items',
  remove: '/api/ecom/v1.0/remove-cart-line-items',
  update: '/api/ecom/v1.0/update-cart-line-items',
  attributes: '/api/ecom/v1.0/update-cart-attributes',
  buyerIdentity: '/api/ecom/v1.0/update-cart-buyer-identity',
  discountCodes: '/api/ecom/v1.0/update-cart-discount-codes',
  note: '/api/ecom/v1.0/update-cart-note',
  plans: '/api/get-ordergroove-product-by-sku',
} as const;

const usd = (cents: number) => ({ currencyCode: 'USD' as const, amount: (cents / 100).toFixed(2) });

export interface LineFixtureOptions {
  id?: string;
  sku?: string;
  title?: string;
  quantity?: number;
  unitCents?: number;
  /** An autoship line on this plan (5% off). */
  plan?: { id: string; name: string; frequencyDays: number } | null;
  stock?: CartLineDto['stock'];
}

/** A priced cart line as the API answers it. */
export function cartLineFixture({
  id = 'gid://shop/CartLine/l1',
  sku = 'DOG-ADULT-CHICKEN-30LB',
  title = 'Adult Chicken & Rice',
  quantity = 1,
  unitCents = 5499,
  plan = null,
  stock = null,
}: LineFixtureOptions = {}): CartLineDto {
  const subtotal = unitCents * quantity;
  const autoshipUnit = Math.round(unitCents * 0.95);
  const saving = plan ? subtotal - autoshipUnit * quantity : 0;
  return {
    id,
    quantity,
    attributes: [
      { key: '_weightValue', value: '30' },
      { key: '_weightUnit', value: 'lbs' },
    ],
    product: { id: 'gid://shop/Product/p1', handle: 'adult-chicken', title, productType: 'Dry Food' },
    variant: {
      id: `v-${sku}`,
      adminGraphqlId: `gid://shop/ProductVariant/${sku}`,
      sku,
      title: 'Chicken / 30 lb',
      variantURL: 'wholesome-paws/adult-chicken/chicken/30lb',
      selectedOptions: [],
      price: usd(unitCents),
      compareAtPrice: null,
      image: { url: '/images/chicken.png' },
      weight: 30,
      weightUnit: 'lb',
      available: true,
    },
    cost: {
      subtotalAmount: usd(subtotal),
      discountAmount: usd(saving),
      totalAmount: usd(subtotal - saving),
      subtotalCents: subtotal,
      autoshipSavingCents: saving,
      programDiscountCents: 0,
      discountCodeCents: 0,
      discountCents: saving,
      totalCents: subtotal - saving,
    },
    sellingPlanAllocation: plan
      ? { sellingPlan: { ...plan, frequency: plan.frequencyDays / 7 }, price: usd(autoshipUnit) }
      : null,
    maxQuantity: plan ? 5 : 10,
    autoshipLimitReached: plan !== null && quantity === 5,
    stock,
  };
}

export interface CartFixtureOptions {
  id?: string;
  lines?: CartLineDto[];
  /** A signed-in customer's cart ('gid://shop/Customer/…'); a guest's without. */
  customerId?: string | null;
  warnings?: CartDto['warnings'];
  deleted?: boolean;
  attributes?: CartDto['attributes'];
  stockCheck?: CartDto['stockCheck'];
  staffQuota?: CartDto['staffQuota'];
  discountCodes?: CartDto['discountCodes'];
  note?: string | null;
}

/** A full cart answer, totals summed from its lines. */
export function cartFixture({
  id = 'gid://shop/Cart/guest1',
  lines = [cartLineFixture()],
  customerId = null,
  warnings = [],
  deleted = false,
  attributes = [],
  stockCheck = null,
  staffQuota = null,
  discountCodes = [],
  note = null,
}: CartFixtureOptions = {}): CartDto {
  const before = lines.reduce((sum, line) => sum + line.cost.subtotalCents, 0);
  const autoship = lines.reduce((sum, line) => sum + line.cost.autoshipSavingCents, 0);
  const after = before - autoship;
  const totalQuantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    id,
    totalQuantity,
    buyerIdentity: {
      email: null,
      phone: null,
      countryCode: null,
      customer: customerId ? { id: customerId } : null,
    },
    lineItems: lines,
    attributes,
    note,
    discountCodes,
    cost: {
      subtotalBeforeSavingsAmount: usd(before),
      autoshipSavingsAmount: usd(autoship),
      programDiscountAmount: usd(0),
      discountCodeSavingsAmount: usd(0),
      subtotalAmount: usd(after),
      totalAmount: usd(after),
      totalSavingsAmount: usd(autoship),
      freeShippingEligibleSubtotalAmount: usd(after),
      cents: {
        subtotalBeforeSavingsCents: before,
        autoshipSavingsCents: autoship,
        programDiscountCents: 0,
        discountCodeSavingsCents: 0,
        cartSubtotalCents: after,
        totalSavingsCents: autoship,
        freeShippingEligibleSubtotalCents: after,
      },
    },
    orderType: lines.some((line) => line.sellingPlanAllocation)
      ? 'firstPurchaseSubscription'
      : 'oneTimeOrder',
    overLimit: totalQuantity > 10,
    autoshipLimitReached: lines.some((line) => line.autoshipLimitReached),
    stockCheck,
    warnings,
    deleted,
    staffQuota,
  };
}

/** Puts a cart in the cache as if get-cart had answered. */
export function seedCart(queryClient: QueryClient, cart: CartDto | null): void {
  queryClient.setQueryData(CART_QUERY_KEY, cart);
}

/** Clears the cart cookie and every stored cart key between tests. */
export function resetCartStorage(): void {
  document.cookie = 'col_cart_id=; path=/; max-age=0';
  window.localStorage.clear();
}
