import {
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
  type AnalyticsProduct,
} from './analytics-events';

const kibble: AnalyticsProduct = {
  sku: '600102',
  name: 'Adult Chicken & Barley',
  brand: 'Pet Nutrition',
  category: 'Dry Food',
  variant: 'Chicken / 30 lb',
  variantId: '9001',
  unitPrice: 64.99,
  quantity: 2,
};

const cans: AnalyticsProduct = {
  sku: '700201',
  name: 'Kitten Tuna Stew',
  unitPrice: 19.99,
  unitDiscount: 1,
  quantity: 3,
};

describe('analyticsItem (SPEC §3 Analytics item)', () => {
  it('maps a product to every SPEC field, item_id being the SKU', () => {
    expect(analyticsItem(kibble, 4)).toEqual({
      item_id: '600102',
      item_name: 'Adult Chicken & Barley',
      item_brand: 'Pet Nutrition',
      item_category: 'Dry Food',
      item_variant: 'Chicken / 30 lb',
      price: 64.99,
      quantity: 2,
      discount: 0,
      index: 4,
      shopify_variant: '9001',
    });
  });

  it('reports the price after the unit saving, and the saving as discount', () => {
    expect(analyticsItem(cans, 0)).toMatchObject({ price: 18.99, discount: 1, quantity: 3 });
    expect(analyticsItem({ ...cans, unitPrice: 12.1, unitDiscount: 0.61 }, 0)).toMatchObject({
      price: 11.49,
      discount: 0.61,
    });
  });

  it('never reports a negative price, a negative saving or a fractional quantity', () => {
    expect(analyticsItem({ ...cans, unitDiscount: 25 }, 0)).toMatchObject({ price: 0, discount: 19.99 });
    expect(analyticsItem({ ...cans, unitDiscount: -3 }, 0)).toMatchObject({ price: 19.99, discount: 0 });
    expect(analyticsItem({ ...cans, quantity: 2.7 }, 0).quantity).toBe(2);
    expect(analyticsItem({ ...cans, quantity: undefined }, 0).quantity).toBe(1);
  });

  it('fills missing optional fields with empty text rather than undefined', () => {
    expect(analyticsItem({ sku: 'x', name: 'X', unitPrice: 1 }, 0)).toMatchObject({
      item_brand: '',
      item_category: '',
      item_variant: '',
      shopify_variant: '',
      discount: 0,
      quantity: 1,
    });
  });
});

describe('ecommerce events (GA4, currency USD)', () => {
  it('view_item_list numbers the items in order and names the list', () => {
    const pushed = viewItemListEvent([kibble, cans], { id: 'dog-dry-food', name: 'Dog Dry Food' });
    expect(pushed.event).toBe('view_item_list');
    expect(pushed.ecommerce).toMatchObject({
      currency: 'USD',
      item_list_id: 'dog-dry-food',
      item_list_name: 'Dog Dry Food',
    });
    expect(pushed.ecommerce.items.map((item) => [item.item_id, item.index])).toEqual([
      ['600102', 0],
      ['700201', 1],
    ]);
  });

  it('numbers a later page of the list from its first position', () => {
    const pushed = viewItemListEvent([kibble, cans], { id: 'dog', name: 'Dog' }, 24);
    expect(pushed.ecommerce.items.map((item) => item.index)).toEqual([24, 25]);
  });

  it('values the items at price after savings times quantity, in cents', () => {
    // 2 × 64.99 + 3 × 18.99 = 129.98 + 56.97
    expect(viewCartEvent([kibble, cans]).ecommerce.value).toBe(186.95);
    expect(addToCartEvent([{ ...cans, unitPrice: 0.1, unitDiscount: 0, quantity: 3 }]).ecommerce.value).toBe(
      0.3,
    );
  });

  it.each([
    ['view_item', viewItemEvent(kibble)],
    ['add_to_cart', addToCartEvent([kibble])],
    ['remove_from_cart', removeFromCartEvent([kibble])],
    ['view_cart', viewCartEvent([kibble])],
    ['begin_checkout', beginCheckoutEvent([kibble])],
  ])('%s carries its name, USD and the item', (name, pushed) => {
    expect(pushed.event).toBe(name);
    expect(pushed.ecommerce.currency).toBe('USD');
    expect(pushed.ecommerce.items).toEqual([analyticsItem(kibble, 0)]);
  });

  it('begin_checkout names the discount code only when there is one', () => {
    expect(beginCheckoutEvent([kibble], 'AUTO35').ecommerce.coupon).toBe('AUTO35');
    expect(beginCheckoutEvent([kibble]).ecommerce).not.toHaveProperty('coupon');
  });

  it('purchase carries the order number, tax and shipping beside the items value', () => {
    const pushed = purchaseEvent({ transactionId: '#1001', products: [kibble], tax: 9.1, shipping: 0 });
    expect(pushed).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'USD',
        value: 129.98,
        items: [analyticsItem(kibble, 0)],
        transaction_id: '#1001',
        tax: 9.1,
        shipping: 0,
      },
    });
  });

  it('the autoship frequency events say how often, for the product concerned', () => {
    const pushed = autoshipFrequencyEvent('autoship_frequency_selected', { ...kibble, quantity: 1 }, 28);
    expect(pushed.event).toBe('autoship_frequency_selected');
    expect(pushed.autoship_frequency_days).toBe(28);
    expect(pushed.ecommerce.items[0].item_id).toBe('600102');
    expect(autoshipFrequencyEvent('autoship_frequency_changed', kibble, 56).event).toBe(
      'autoship_frequency_changed',
    );
  });
});

describe('pageViewEvent (SPEC §2 Analytics)', () => {
  it('is named after the page type of the route on the consumer site', () => {
    expect(pageViewEvent({ pageType: 'PDP', path: '/products/a?sku=1', staff: false })).toEqual({
      event: 'page_view',
      page_type: 'PDP',
      page_path: '/products/a?sku=1',
    });
  });

  it('is null on the staff-feeding site, which pushes no page views', () => {
    expect(pageViewEvent({ pageType: 'PDP', path: '/products/a', staff: true })).toBeNull();
  });
});
