import type { AnalyticsProduct } from '@shop/cart';
import type { Cart, CartLine } from '../../../lib/cart/cart-cache';

function dollars(amount: string): number {
  const value = Number(amount);
  return Number.isFinite(value) ? value : 0;
}

/**
 * A cart line as the analytics item of SPEC §3: the catalogue unit price, the line's savings per
 * unit as the discount, and `quantity` (the line's, or how many a change added or removed).
 */
export function cartLineAnalyticsProduct(line: CartLine, quantity = line.quantity): AnalyticsProduct {
  const unitDiscount = line.quantity > 0 ? line.cost.discountCents / line.quantity / 100 : 0;
  return {
    sku: line.variant.sku,
    name: line.product.title,
    category: line.product.productType,
    variant: line.variant.title,
    variantId: line.variant.id,
    unitPrice: dollars(line.variant.price.amount),
    unitDiscount: Math.round(unitDiscount * 100) / 100,
    quantity,
  };
}

/** Every line of the cart, for view_cart and begin_checkout. */
export function cartAnalyticsProducts(cart: Cart): AnalyticsProduct[] {
  return cart.lineItems.map((line) => cartLineAnalyticsProduct(line));
}

/**
 * The events the cart page reports (SPEC §2/§4). The analytics feature provides them; the route
 * hands its reporter in, since features never import each other.
 */
export interface CartAnalyticsReporter {
  viewCart: (products: readonly AnalyticsProduct[]) => void;
  addToCart: (products: readonly AnalyticsProduct[]) => void;
  removeFromCart: (products: readonly AnalyticsProduct[]) => void;
  beginCheckout: (products: readonly AnalyticsProduct[], coupon?: string) => void;
  autoshipFrequencyChanged: (product: AnalyticsProduct, frequencyDays: number) => void;
}
