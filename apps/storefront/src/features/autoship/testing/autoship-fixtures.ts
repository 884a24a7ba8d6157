import type { SubscriptionDto } from '@shop/api-client';
import { addCalendarDays } from '@shop/cart';
import { todayUtc } from '../model/autoship-formatting';

/** The subscription calls' paths, for routed fake APIs. */
export const AUTOSHIP_API = {
  list: '/api/get-subscriptions',
  changeFrequency: '/api/subscriptions/change-frequency',
  changeNextOrderDate: '/api/subscriptions/change-next-order-date',
  skip: '/api/subscriptions/skip-next-order',
  orderNow: '/api/subscriptions/order-now',
  changeQuantity: '/api/subscriptions/change-quantity',
  changeShipTo: '/api/subscriptions/change-ship-to',
  pause: '/api/subscriptions/pause',
  resume: '/api/subscriptions/resume',
  cancel: '/api/subscriptions/cancel',
  reactivate: '/api/subscriptions/reactivate',
} as const;

/** A day relative to today (UTC), as the API writes dates. */
export function daysFromToday(days: number): string {
  return addCalendarDays(todayUtc(), days);
}

/** An active subscription as get-subscriptions answers it; override any field per test. */
export function subscriptionFixture(overrides: Partial<SubscriptionDto> = {}): SubscriptionDto {
  return {
    contractId: 'contract-1',
    customerId: 'gid://shop/Customer/c1',
    productId: 'gid://shop/Product/1',
    variantId: 'gid://shop/ProductVariant/1',
    sku: 'SKU-1',
    productTitle: 'Adult Chicken & Barley',
    productHandle: 'adult-chicken-barley',
    variantTitle: 'Chicken & Barley / 15 lb / Dry',
    size: '15 lb',
    imageUrl: '/images/adult-chicken.png',
    weight: 15,
    weightUnit: 'lbs',
    quantity: 2,
    frequency: 4,
    frequencyDays: 28,
    status: 'active',
    cancelled: false,
    cancelReason: null,
    startDateString: daysFromToday(-20),
    nextOrderDateString: daysFromToday(8),
    orderDue: false,
    actions: [
      'changeFrequency',
      'changeNextOrderDate',
      'skipNextOrder',
      'orderNow',
      'changeQuantity',
      'changeShipTo',
      'pause',
      'cancel',
    ],
    shipTo: {
      firstName: 'Jo',
      lastName: 'Walker',
      address1: '100 Main St',
      address2: null,
      city: 'Aurora',
      province: 'Colorado',
      provinceCode: 'CO',
      zip: '80011',
      country: 'United States',
      countryCode: 'US',
      phone: null,
    },
    sellingPlans: [
      { frequency: 2, frequencyDays: 14, name: 'Every 2 weeks' },
      { frequency: 4, frequencyDays: 28, name: 'Every 4 weeks' },
      { frequency: 8, frequencyDays: 56, name: 'Every 8 weeks' },
    ],
    ...overrides,
  };
}
