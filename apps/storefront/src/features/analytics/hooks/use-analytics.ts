import {
  addToCartEvent,
  autoshipFrequencyEvent,
  beginCheckoutEvent,
  purchaseEvent,
  removeFromCartEvent,
  viewCartEvent,
  viewItemEvent,
  viewItemListEvent,
  type AnalyticsProduct,
  type PurchaseInput,
} from '@shop/cart';
import { useMemo } from 'react';
import { useAnalyticsSink, type AnalyticsSink } from '../context/analytics-context';

/** The ecommerce events of SPEC §2/§4, which fire on both sites. */
export interface Analytics {
  /** A listing, search or carousel showed these products (in order, `startIndex` for a later page). */
  viewItemList: (
    products: readonly AnalyticsProduct[],
    list: { id: string; name: string },
    startIndex?: number,
  ) => void;
  /** A product page showed this product. */
  viewItem: (product: AnalyticsProduct) => void;
  /**
   * Lines were added (quantity = how many were added). With `frequencyDays` the line is an autoship
   * and the frequency event follows (SPEC §4: 'Autoship adds extra analytics events for frequency').
   */
  addToCart: (products: readonly AnalyticsProduct[], autoship?: { frequencyDays: number }) => void;
  /** Lines were removed (quantity = how many were removed). */
  removeFromCart: (products: readonly AnalyticsProduct[]) => void;
  viewCart: (products: readonly AnalyticsProduct[]) => void;
  beginCheckout: (products: readonly AnalyticsProduct[], coupon?: string) => void;
  purchase: (input: PurchaseInput) => void;
  /** A cart line's autoship frequency changed. */
  autoshipFrequencyChanged: (product: AnalyticsProduct, frequencyDays: number) => void;
}

/**
 * GA4 asks for the previous ecommerce object to be cleared before each ecommerce push, so one
 * event's items never leak into the next (data layer values are merged, not replaced).
 */
function pushEcommerce(sink: AnalyticsSink, entry: { event: string; ecommerce: object }): void {
  sink.push({ ecommerce: null });
  sink.push(entry);
}

/** Builds the events with libs/cart's builders and pushes them to the data layer. */
export function analyticsFor(sink: AnalyticsSink): Analytics {
  return {
    viewItemList: (products, list, startIndex = 0) => {
      if (products.length > 0) pushEcommerce(sink, viewItemListEvent(products, list, startIndex));
    },
    viewItem: (product) => pushEcommerce(sink, viewItemEvent(product)),
    addToCart: (products, autoship) => {
      pushEcommerce(sink, addToCartEvent(products));
      if (autoship)
        for (const product of products)
          pushEcommerce(
            sink,
            autoshipFrequencyEvent('autoship_frequency_selected', product, autoship.frequencyDays),
          );
    },
    removeFromCart: (products) => pushEcommerce(sink, removeFromCartEvent(products)),
    viewCart: (products) => pushEcommerce(sink, viewCartEvent(products)),
    beginCheckout: (products, coupon) => pushEcommerce(sink, beginCheckoutEvent(products, coupon)),
    purchase: (input) => pushEcommerce(sink, purchaseEvent(input)),
    autoshipFrequencyChanged: (product, frequencyDays) =>
      pushEcommerce(sink, autoshipFrequencyEvent('autoship_frequency_changed', product, frequencyDays)),
  };
}

/** The ecommerce events, bound to the nearest data layer; stable between renders. */
export function useAnalytics(): Analytics {
  const sink = useAnalyticsSink();
  return useMemo(() => analyticsFor(sink), [sink]);
}
