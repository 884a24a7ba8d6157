import type { OrderAddress } from './new-order';
import type { OrderLineRow, OrderRow } from './orders.schema';

/** Rows as the repository reads them, for the mapper's and the mail's unit tests. */
const ADDRESS: OrderAddress = {
  firstName: 'Ann',
  lastName: 'Lee',
  address1: '1 Main St',
  address2: null,
  city: 'Anchorage',
  province: 'Alaska',
  provinceCode: 'AK',
  zip: '99501',
  country: 'United States',
  countryCode: 'US',
  phone: null,
};

export function orderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: '0d4c7f0e-3b1a-4c55-9a77-3e4e2f1b9c10',
    sequence: 100_123,
    number: 'SPN-100123',
    site: 'DTC',
    customerId: '6f1f3a52-2b9e-4a36-8d0c-54a8f7e0b111',
    email: 'ann@example.com',
    salesOrg: 'USHD',
    salesOrderType: 'ZDTC',
    orderType: 'firstPurchaseSubscription',
    status: 'placed',
    subtotalCents: 5198,
    discountCents: 130,
    shippingCents: 0,
    serviceChargeCents: 400,
    taxCents: 0,
    totalCents: 5468,
    shippingAddress: ADDRESS,
    billingAddress: { ...ADDRESS, address2: 'Suite 5' },
    warehouseCode: 'ONT',
    paymentReference: 'pm_test_visa_4242_203012_0123456789abcdef',
    refundReference: null,
    cartId: 'gid://shop/Cart/c1',
    placedAt: new Date('2026-05-20T12:34:56.789Z'),
    shippedAt: null,
    cancelledAt: null,
    ...overrides,
  };
}

export function lineRow(overrides: Partial<OrderLineRow> = {}): OrderLineRow {
  return {
    id: '11111111-2222-4333-8444-555555555555',
    orderId: '0d4c7f0e-3b1a-4c55-9a77-3e4e2f1b9c10',
    position: 0,
    sku: 'SKU-1',
    variantId: 'gid://shop/ProductVariant/1',
    productId: 'gid://shop/Product/1',
    productTitle: 'Adult <Chicken> & Rice',
    variantTitle: '4 lb bag',
    productType: 'Dry Food',
    quantity: 2,
    sellingPlanId: 'gid://shop/SellingPlan/4w',
    frequencyDays: 28,
    weight: 4,
    weightUnit: 'lbs',
    unitPriceCents: 2599,
    lineSubtotalCents: 5198,
    discountCents: 130,
    lineTotalCents: 5068,
    ...overrides,
  };
}
