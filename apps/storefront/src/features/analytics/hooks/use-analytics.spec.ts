import type { AnalyticsProduct } from '@shop/cart';
import { describe, expect, it } from 'vitest';
import { analyticsFor } from './use-analytics';

const stew: AnalyticsProduct = { sku: '700201', name: 'Kitten Tuna Stew', unitPrice: 19.99, quantity: 2 };

function recorder() {
  const pushed: Record<string, unknown>[] = [];
  return { pushed, analytics: analyticsFor({ push: (entry) => void pushed.push(entry) }) };
}

const names = (pushed: Record<string, unknown>[]) => pushed.map((entry) => entry.event ?? 'clear');

describe('analyticsFor (GA4 ecommerce events on the data layer)', () => {
  it('clears the previous ecommerce object before every ecommerce event', () => {
    const { pushed, analytics } = recorder();
    analytics.viewItem(stew);
    analytics.removeFromCart([stew]);
    expect(pushed[0]).toEqual({ ecommerce: null });
    expect(names(pushed)).toEqual(['clear', 'view_item', 'clear', 'remove_from_cart']);
  });

  it('follows an autoship add with the frequency event (SPEC §4), a one-time add without', () => {
    const { pushed, analytics } = recorder();
    analytics.addToCart([stew]);
    expect(names(pushed)).toEqual(['clear', 'add_to_cart']);

    pushed.length = 0;
    analytics.addToCart([stew], { frequencyDays: 28 });
    expect(names(pushed)).toEqual(['clear', 'add_to_cart', 'clear', 'autoship_frequency_selected']);
    expect(pushed[3]).toMatchObject({ autoship_frequency_days: 28 });
  });

  it('reports a changed frequency on its own', () => {
    const { pushed, analytics } = recorder();
    analytics.autoshipFrequencyChanged(stew, 42);
    expect(pushed[1]).toMatchObject({ event: 'autoship_frequency_changed', autoship_frequency_days: 42 });
  });

  it('numbers a later page of a list from its position, and skips an empty list', () => {
    const { pushed, analytics } = recorder();
    analytics.viewItemList([], { id: 'dog', name: 'Dog' });
    expect(pushed).toEqual([]);
    analytics.viewItemList([stew], { id: 'dog', name: 'Dog' }, 24);
    expect(pushed[1]).toMatchObject({ event: 'view_item_list', ecommerce: { items: [{ index: 24 }] } });
  });

  it('carries the cart, checkout and purchase events with USD', () => {
    const { pushed, analytics } = recorder();
    analytics.viewCart([stew]);
    analytics.beginCheckout([stew], 'AUTO35');
    analytics.purchase({ transactionId: '1001', products: [stew], tax: 2.5, shipping: 0 });
    expect(names(pushed).filter((name) => name !== 'clear')).toEqual([
      'view_cart',
      'begin_checkout',
      'purchase',
    ]);
    for (const entry of pushed.filter((e) => e.event))
      expect(entry).toMatchObject({ ecommerce: { currency: 'USD' } });
  });
});
