import type { SiteId } from '@shop/identity';
import { randomUUID } from 'node:crypto';
import { type NewOrder, type NewOrderLine, type OrderAddress, OrdersService } from '../../src/modules/orders';
import { StockService } from '../../src/modules/stock';
import { DATABASE, type Database } from '../../src/platform/database/database.types';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../src/platform/payments/payment-provider';
import type { TestApp } from './test-app';

export const AURORA_ADDRESS: OrderAddress = {
  firstName: 'Ann',
  lastName: 'Lee',
  address1: '1 Main St',
  address2: null,
  city: 'Aurora',
  province: 'Colorado',
  provinceCode: 'CO',
  zip: '80011',
  country: 'United States',
  countryCode: 'US',
  phone: '(303) 555-0100',
};

/** A priced line: `discountCents` off `quantity` x `unitPriceCents`. */
export function orderLine(overrides: Partial<NewOrderLine> & { sku: string }): NewOrderLine {
  const quantity = overrides.quantity ?? 1;
  const unitPriceCents = overrides.unitPriceCents ?? 2599;
  const discountCents = overrides.discountCents ?? 0;
  const lineSubtotalCents = unitPriceCents * quantity;
  return {
    variantId: `gid://shop/ProductVariant/${overrides.sku}`,
    productId: 'gid://shop/Product/adult-chicken',
    productTitle: 'Adult Chicken & Rice',
    variantTitle: '4 lb bag',
    productType: 'Dry Food',
    sellingPlanId: null,
    frequencyDays: null,
    weight: 4,
    weightUnit: 'lbs',
    ...overrides,
    quantity,
    unitPriceCents,
    discountCents,
    lineSubtotalCents,
    lineTotalCents: lineSubtotalCents - discountCents,
  };
}

/** A consistent new order (totals add up) for a site and customer, one line unless given. */
export function newOrder(
  overrides: Partial<Omit<NewOrder, 'totals'>> & {
    site?: SiteId;
    shippingCents?: number;
    taxCents?: number;
  } = {},
): NewOrder {
  const site = overrides.site ?? 'DTC';
  const lines = overrides.lines ?? [orderLine({ sku: 'TEST-SKU-1' })];
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineSubtotalCents, 0);
  const discountCents = lines.reduce((sum, line) => sum + line.discountCents, 0);
  const shippingCents = overrides.shippingCents ?? 695;
  const taxCents = overrides.taxCents ?? 75;
  const { shippingCents: _s, taxCents: _t, ...rest } = overrides;
  return {
    customerId: null,
    email: 'shopper@example.com',
    salesOrg: 'USHD',
    salesOrderType: site === 'HPSF' ? 'ZK01' : 'ZDTC',
    orderType: lines.some((line) => line.sellingPlanId) ? 'firstPurchaseSubscription' : 'oneTimeOrder',
    shippingAddress: AURORA_ADDRESS,
    billingAddress: AURORA_ADDRESS,
    warehouseCode: 'DEN',
    paymentReference: 'pm_test_visa_4242_203012_0000000000000000',
    cartId: `gid://shop/Cart/${randomUUID()}`,
    ...rest,
    site,
    lines,
    totals: {
      subtotalCents,
      discountCents,
      shippingCents,
      serviceChargeCents: 0,
      taxCents,
      totalCents: subtotalCents - discountCents + shippingCents + taxCents,
    },
  };
}

/** A real reference from the test payment provider, as checkout will store one. */
export async function paidReference(t: TestApp): Promise<string> {
  const provider = t.app.get<PaymentProvider>(PAYMENT_PROVIDER, { strict: false });
  const result = await provider.authorize({
    amountCents: 100,
    currency: 'USD',
    card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' },
    idempotencyKey: randomUUID(),
  });
  if (result.status !== 'succeeded') throw new Error(`test card refused: ${JSON.stringify(result)}`);
  return result.reference;
}

/**
 * Places an order the way checkout will: in one transaction, take its units at its warehouse
 * (when `takeStock`) and create it through OrdersService.
 */
export async function placeOrder(
  t: TestApp,
  order: NewOrder,
  options: { takeStock?: boolean } = {},
): Promise<{ id: string; number: string }> {
  const db = t.app.get<Database>(DATABASE);
  return db.transaction(async (tx) => {
    if (options.takeStock)
      await t.app.get(StockService).take(
        tx,
        order.warehouseCode,
        order.lines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
      );
    return t.app.get(OrdersService).create(tx, order);
  });
}
