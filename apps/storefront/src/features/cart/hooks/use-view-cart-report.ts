import { useEffect, useRef } from 'react';
import type { Cart } from '../../../lib/cart/cart-cache';
import { cartAnalyticsProducts, type CartAnalyticsReporter } from '../model/cart-analytics';

/** view_cart once per cart shown (not again for every change made on the page). */
export function useViewCartReport(cart: Cart | null | undefined, analytics: CartAnalyticsReporter) {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!cart || cart.lineItems.length === 0 || reported.current === cart.id) return;
    reported.current = cart.id;
    analytics.viewCart(cartAnalyticsProducts(cart));
  }, [cart, analytics]);
}
