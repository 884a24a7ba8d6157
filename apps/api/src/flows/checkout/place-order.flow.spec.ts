import type { ConfigService } from '@nestjs/config';
import {
  type CartService,
  CartPricingSettings,
  type CheckoutCart,
  type CheckoutCartLine,
} from '../../modules/cart';
import type { ContentService } from '../../modules/content';
import type { OrdersService } from '../../modules/orders';
import type { StockService } from '../../modules/stock';
import type { SubscriptionsService } from '../../modules/subscriptions';
import type { Database } from '../../platform/database/database.types';
import type { Env } from '../../platform/config/env.schema';
import type { IdempotencyService } from '../../platform/idempotency/idempotency.service';
import { OrderContributions, type OrderEventsPublisher } from '../../platform/order-events';
import type { AuthorizeResult, PaymentProvider } from '../../platform/payments/payment-provider';
import { OrderSteps } from '../order-steps/order-steps';
import type { CheckoutService } from './checkout.service';
import type { PlaceOrderRequestDto } from './dto/checkout-requests.dto';
import { PlaceOrderFlow } from './place-order.flow';

const ADDRESS = {
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
  phone: null,
};

function line(overrides: Partial<CheckoutCartLine>): CheckoutCartLine {
  return {
    lineId: 'l1',
    productId: 'p1',
    variantId: 'v1',
    sku: 'SKU-1',
    productTitle: 'Dry food',
    variantTitle: '4 lb',
    productType: 'Dry Food',
    quantity: 1,
    sellingPlanId: null,
    frequencyDays: null,
    weight: 4,
    weightUnit: 'lb',
    unitPriceCents: 2000,
    lineSubtotalCents: 2000,
    discountCents: 0,
    lineTotalCents: 2000,
    ...overrides,
  };
}

function cartWith(lines: CheckoutCartLine[], customerId: string | null): CheckoutCart {
  const subtotal = lines.reduce((sum, l) => sum + l.lineSubtotalCents, 0);
  const discount = lines.reduce((sum, l) => sum + l.discountCents, 0);
  return {
    id: 'gid://shop/Cart/abc',
    site: 'DTC',
    customerId,
    email: null,
    note: null,
    attributes: [],
    discountCodes: [],
    orderType: lines.some((l) => l.sellingPlanId) ? 'firstPurchaseSubscription' : 'oneTimeOrder',
    lines,
    totals: {
      subtotalBeforeSavingsCents: subtotal,
      autoshipSavingsCents: discount,
      programDiscountCents: 0,
      discountCodeSavingsCents: 0,
      cartSubtotalCents: subtotal - discount,
      totalSavingsCents: discount,
      freeShippingEligibleSubtotalCents: subtotal - discount,
    },
  };
}

const SUCCEEDED: AuthorizeResult = {
  status: 'succeeded',
  reference: 'pm_test_visa_4242_204012_0123456789abcdef',
  card: { brand: 'visa', last4: '4242' },
};

/** The flow on fakes that record every step, in order, with the handle each step was given. */
function harness(options: { cart: CheckoutCart; customerId?: string | null; authorize?: AuthorizeResult }) {
  const steps: string[] = [];
  const tx = { name: 'tx' } as unknown as Database;
  const handles: unknown[] = [];
  const customerId = options.customerId ?? null;
  const caller = { site: 'DTC' as const, customerId, pdEligible: false };
  const db = {
    transaction: async (work: (tx: Database) => Promise<unknown>) => {
      steps.push('begin');
      try {
        const result = await work(tx);
        steps.push('commit');
        return result;
      } catch (error) {
        steps.push('rollback');
        throw error;
      }
    },
  } as unknown as Database;
  const checkout = {
    claimsFor: () => ({ cartId: options.cart.id, site: 'DTC', customerId, expiresAt: Date.now() + 60_000 }),
    checkUnexpired: () => steps.push('check link'),
    shopperOf: async () => ({ caller, customer: customerId ? { email: 'ann@example.com' } : null }),
    shipToFor: async () => ({
      pick: { kind: 'new' },
      address: ADDRESS,
      destination: 'HOME',
      warehouseCode: 'DEN',
    }),
    freeShippingThresholdCents: async () => 4900,
  } as unknown as CheckoutService;
  const carts = {
    loadForCheckout: async (handle: unknown) => {
      handles.push(handle);
      steps.push('load cart');
      return options.cart;
    },
    markCompleted: async (handle: unknown) => {
      handles.push(handle);
      steps.push('complete cart');
    },
  } as unknown as CartService;
  const taken: { sku: string; quantity: number }[][] = [];
  const stock = {
    take: async (handle: unknown, _warehouse: string, items: { sku: string; quantity: number }[]) => {
      handles.push(handle);
      taken.push(items);
      steps.push('take stock');
    },
  } as unknown as StockService;
  const orders = {
    create: jest.fn(async (handle: unknown) => {
      handles.push(handle);
      steps.push('create order');
      return { id: '0b6a4f38-5a1e-4c1c-9c55-3f0f6a2b1c11', number: 'SPN-100001' };
    }),
    sendConfirmation: jest.fn(async () => {
      steps.push('mail');
    }),
  };
  const subscriptions = {
    createForOrder: jest.fn(async (handle: unknown) => {
      handles.push(handle);
      steps.push('start subscriptions');
      return [{ contractId: 'sub_x', sku: 'SKU-1', startDate: '2026-01-01', nextOrderDate: '2026-01-29' }];
    }),
  };
  const payments = {
    authorize: jest.fn(async () => {
      steps.push('authorize');
      return options.authorize ?? SUCCEEDED;
    }),
    refund: jest.fn(async () => {
      steps.push('refund');
      return { status: 'refunded' as const, refundReference: 're_test' };
    }),
  };
  // The key's claim and answer share the order's transaction: the service opens it for the work.
  const idempotency = {
    run: (_key: string, _scope: string, _hash: string, work: (handle: Database) => Promise<unknown>) =>
      db.transaction(work),
  } as unknown as IdempotencyService;
  const config = { get: () => 'Donation' } as unknown as ConfigService<Env, true>;
  // The outbox in memory: events published on the flow's handle, and OrderPlaced delivered to the
  // orders module's confirmation (sendConfirmation) once the flow says its transaction committed.
  const published: { type: string; payload: { orderId: string } }[] = [];
  const events = {
    publish: async (handle: unknown, type: string, payload: { orderId: string }) => {
      handles.push(handle);
      published.push({ type, payload });
      return 'event-1';
    },
    committed: () => {
      for (const event of published.splice(0))
        if (event.type === 'OrderPlaced')
          void (orders as unknown as OrdersService).sendConfirmation({ id: event.payload.orderId });
    },
  } as unknown as OrderEventsPublisher;
  const orderSteps = new OrderSteps(
    stock,
    orders as unknown as OrdersService,
    payments as unknown as PaymentProvider,
    {} as ContentService,
    new CartPricingSettings(config),
    new OrderContributions(),
    events,
  );
  const flow = new PlaceOrderFlow(
    checkout,
    carts,
    subscriptions as unknown as SubscriptionsService,
    orderSteps,
    idempotency,
  );
  const body = {
    token: 't',
    email: 'guest@example.com',
    shippingAddress: { ...ADDRESS },
    card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
  } as unknown as PlaceOrderRequestDto;
  return {
    place: () => flow.place(caller, body, 'key-1'),
    steps,
    handles,
    tx,
    taken,
    orders,
    subscriptions,
    payments,
  };
}

describe('PlaceOrderFlow steps', () => {
  it('runs the steps in order on one transaction handle, and mails only after the commit', async () => {
    const h = harness({ cart: cartWith([line({})], null) });
    const placed = await h.place();
    expect(h.steps).toEqual([
      'begin',
      'check link',
      'load cart',
      'take stock',
      'authorize',
      'create order',
      'complete cart',
      'commit',
      'mail',
    ]);
    expect(h.handles.every((handle) => handle === h.tx)).toBe(true);
    expect(placed).toMatchObject({ number: 'SPN-100001', email: 'guest@example.com', subscriptions: [] });
    expect(h.payments.authorize).toHaveBeenCalledWith(
      expect.objectContaining({ amountCents: placed.totals.totalCents, currency: 'USD' }),
    );
  });

  it('books the order under USHD/ZDTC with totals that add up and the payment reference', async () => {
    const h = harness({
      cart: cartWith([line({ quantity: 2, lineSubtotalCents: 4000, lineTotalCents: 4000 })], null),
    });
    await h.place();
    const [, order] = h.orders.create.mock.calls[0] as unknown as [unknown, Record<string, unknown>];
    expect(order).toMatchObject({
      salesOrg: 'USHD',
      salesOrderType: 'ZDTC',
      orderType: 'oneTimeOrder',
      warehouseCode: 'DEN',
      paymentReference: SUCCEEDED.status === 'succeeded' ? SUCCEEDED.reference : '',
    });
    const totals = order.totals as Record<string, number>;
    expect(totals.totalCents).toBe(
      totals.subtotalCents -
        totals.discountCents +
        totals.shippingCents +
        totals.serviceChargeCents +
        totals.taxCents,
    );
  });

  it('a declined card rolls back before any order, and there is nothing to refund', async () => {
    const h = harness({
      cart: cartWith([line({})], null),
      authorize: { status: 'declined', code: 'card_declined', message: 'Your card was declined.' },
    });
    await expect(h.place()).rejects.toMatchObject({ code: 'PAYMENT_DECLINED', status: 402 });
    expect(h.steps).toEqual(['begin', 'check link', 'load cart', 'take stock', 'authorize', 'rollback']);
    expect(h.payments.refund).not.toHaveBeenCalled();
  });

  it('a transient failure is 503 PAYMENT_UNAVAILABLE and rolls back', async () => {
    const h = harness({
      cart: cartWith([line({})], null),
      authorize: { status: 'failed_transiently', message: 'Try again.' },
    });
    await expect(h.place()).rejects.toMatchObject({ code: 'PAYMENT_UNAVAILABLE', status: 503 });
    expect(h.steps.at(-1)).toBe('rollback');
  });

  it('a failure after the payment refunds exactly what was taken, then rolls back; no mail', async () => {
    const autoship = line({
      sellingPlanId: 'gid://shop/SellingPlan/1',
      frequencyDays: 28,
      discountCents: 100,
      lineTotalCents: 1900,
    });
    const h = harness({
      cart: cartWith([autoship], 'c1'),
      customerId: '0b6a4f38-5a1e-4c1c-9c55-3f0f6a2b1c12',
    });
    h.subscriptions.createForOrder.mockRejectedValueOnce(new Error('constraint'));
    await expect(h.place()).rejects.toThrow('constraint');
    expect(h.steps.slice(-2)).toEqual(['rollback', 'refund']);
    const amount = (h.payments.authorize.mock.calls[0] as unknown as [{ amountCents: number }])[0]
      .amountCents;
    expect(h.payments.refund).toHaveBeenCalledWith(
      SUCCEEDED.status === 'succeeded' && SUCCEEDED.reference,
      amount,
    );
    expect(h.orders.sendConfirmation).not.toHaveBeenCalled();
  });

  it('starts one subscription per autoship line for a customer, with the reusable reference', async () => {
    const autoship = line({
      sellingPlanId: 'gid://shop/SellingPlan/1',
      frequencyDays: 28,
      quantity: 2,
      lineSubtotalCents: 4000,
      lineTotalCents: 4000,
    });
    const oneTime = line({ lineId: 'l2', sku: 'SKU-2' });
    const customerId = '0b6a4f38-5a1e-4c1c-9c55-3f0f6a2b1c12';
    const h = harness({ cart: cartWith([autoship, oneTime], customerId), customerId });
    const placed = await h.place();
    const [, input] = h.subscriptions.createForOrder.mock.calls[0] as unknown as [
      unknown,
      Record<string, unknown>,
    ];
    expect(input).toMatchObject({
      customerId,
      orderId: '0b6a4f38-5a1e-4c1c-9c55-3f0f6a2b1c11',
      paymentReference: SUCCEEDED.status === 'succeeded' ? SUCCEEDED.reference : '',
      lines: [{ sku: 'SKU-1', quantity: 2, frequencyDays: 28, productId: 'p1', variantId: 'v1' }],
    });
    expect(placed.email).toBe('ann@example.com');
    expect(placed.subscriptions).toEqual([
      { contractId: 'sub_x', sku: 'SKU-1', nextOrderDate: '2026-01-29' },
    ]);
  });

  it("a guest's autoship line is refused before any unit is taken or any card charged", async () => {
    const autoship = line({ sellingPlanId: 'gid://shop/SellingPlan/1', frequencyDays: 28 });
    const h = harness({ cart: cartWith([autoship], null) });
    await expect(h.place()).rejects.toMatchObject({ code: 'AUTOSHIP_REQUIRES_LOGIN' });
    expect(h.steps).toEqual(['begin', 'check link', 'load cart', 'rollback']);
  });

  it('takes no stock for lines without a SKU or of the excluded product type (the donation)', async () => {
    const donation = line({ lineId: 'l2', sku: 'DONATION-1', productType: 'Donation' });
    const noSku = line({ lineId: 'l3', sku: '' });
    const h = harness({ cart: cartWith([line({}), donation, noSku], null) });
    await h.place();
    expect(h.taken).toEqual([[{ sku: 'SKU-1', quantity: 1 }]]);
  });
});
