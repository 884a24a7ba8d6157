import type { MoneyDto, OrderConnectionDto, OrderDto, OrderLineItemDto, PageInfoDto } from '@shop/api-client';

/** The order calls' paths, for routed fake APIs. */
export const ORDERS_API = {
  list: '/api/ecom/v1.0/get-shopify-orders',
  last: '/api/ecom/v1.0/get-shopify-last-order',
  one: '/api/ecom/v1.0/get-shopify-order',
} as const;

export function usd(amount: string): MoneyDto {
  return { amount, currencyCode: 'USD' };
}

export function orderLineFixture(overrides: Partial<OrderLineItemDto> = {}): OrderLineItemDto {
  return {
    id: 'gid://shop/LineItem/l1',
    sku: 'SKU-1',
    productId: 'gid://shop/Product/1',
    variantId: 'gid://shop/ProductVariant/1',
    title: 'Adult Chicken & Rice',
    variantTitle: '4 lb bag',
    productType: 'Dry Food',
    quantity: 2,
    sellingPlanId: null,
    frequencyDays: null,
    weight: 4,
    weightUnit: 'lbs',
    unitPrice: usd('25.99'),
    originalTotal: usd('51.98'),
    totalDiscount: usd('0.00'),
    total: usd('51.98'),
    ...overrides,
  };
}

const ADDRESS = {
  firstName: 'Jo',
  lastName: 'Walker',
  address1: '1 Main St',
  address2: null,
  city: 'Aurora',
  province: 'Colorado',
  provinceCode: 'CO',
  zip: '80011',
  country: 'United States',
  countryCode: 'US',
  phone: null,
};

/**
 * An order as get-shopify-order answers it: number `SPN-{n}`, placed at noon UTC (the same day in
 * any time zone a test runs in), one line of 2 unless given.
 */
export function orderFixture(
  n = 100123,
  overrides: Partial<OrderDto> = {},
  lines?: OrderLineItemDto[],
): OrderDto {
  const items = lines ?? [orderLineFixture()];
  return {
    id: `gid://shop/Order/00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    number: `SPN-${n}`,
    site: 'DTC',
    status: 'placed',
    orderType: 'oneTimeOrder',
    salesOrg: 'USHD',
    salesOrderType: 'ZDTC',
    email: 'jo@example.com',
    placedAt: '2026-11-20T12:00:00.000Z',
    shippedAt: null,
    cancelledAt: null,
    subtotal: usd('51.98'),
    totalDiscounts: usd('0.00'),
    shipping: usd('0.00'),
    serviceCharge: usd('0.00'),
    tax: usd('3.12'),
    total: usd('55.10'),
    shippingAddress: ADDRESS,
    billingAddress: ADDRESS,
    lineItems: {
      edges: items.map((node, i) => ({ cursor: `l${i}`, node })),
      pageInfo: {
        hasNextPage: false,
        hasPreviousPage: false,
        startCursor: 'l0',
        endCursor: `l${items.length - 1}`,
      },
    },
    ...overrides,
  };
}

/** A page of orders; its cursors are the orders' numbers. */
export function orderPage(orders: OrderDto[], more: Partial<PageInfoDto> = {}): OrderConnectionDto {
  const edges = orders.map((node) => ({ cursor: `c-${node.number}`, node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      ...more,
    },
  };
}
