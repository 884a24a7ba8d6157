import type { CartTotals } from '@shop/cart';
import type { SiteId } from '@shop/identity';
import type { CartAttribute } from './cart.schema';

/** Who acts on a cart (the checkout contract's CartCaller). */
export interface CartCaller {
  site: SiteId;
  /** The signed-in customer; null for a guest. */
  customerId: string | null;
  /** Staff program discount eligibility (SPEC §3 isEligibleForPd). */
  pdEligible: boolean;
}

/** A cart line as checkout books it, priced from the catalogue now (checkout contract). */
export interface CheckoutCartLine {
  lineId: string;
  productId: string;
  variantId: string;
  sku: string;
  productTitle: string;
  variantTitle: string;
  productType: string;
  quantity: number;
  sellingPlanId: string | null;
  frequencyDays: number | null;
  weight: number | null;
  weightUnit: string | null;
  unitPriceCents: number;
  lineSubtotalCents: number;
  discountCents: number;
  lineTotalCents: number;
}

/** A cart ready to become an order (checkout contract). */
export interface CheckoutCart {
  id: string;
  site: SiteId;
  customerId: string | null;
  email: string | null;
  note: string | null;
  attributes: CartAttribute[];
  discountCodes: { code: string; applicable: boolean }[];
  orderType: 'oneTimeOrder' | 'firstPurchaseSubscription';
  lines: CheckoutCartLine[];
  totals: CartTotals;
}
