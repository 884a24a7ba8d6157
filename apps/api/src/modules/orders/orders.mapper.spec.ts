import { formatCents, pageInfo, toOperatorOrderDto, toOrderDto, toOrderSummaryDto } from './orders.mapper';
import { lineRow, orderRow } from './orders.test-rows';

describe('formatCents', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [99, '0.99'],
    [100, '1.00'],
    [4999, '49.99'],
    [123456789, '1234567.89'],
    [-250, '-2.50'],
  ])('%i cents is %s', (cents, text) => expect(formatCents(cents)).toBe(text));
});

describe('toOrderDto', () => {
  it('answers the order as its customer sees it, amounts as decimal text', () => {
    const dto = toOrderDto(orderRow(), [lineRow()]);
    expect(dto).toMatchObject({
      id: 'gid://shop/Order/0d4c7f0e-3b1a-4c55-9a77-3e4e2f1b9c10',
      number: 'SPN-100123',
      site: 'DTC',
      status: 'placed',
      orderType: 'firstPurchaseSubscription',
      salesOrg: 'USHD',
      salesOrderType: 'ZDTC',
      placedAt: '2026-05-20T12:34:56.789Z',
      shippedAt: null,
      subtotal: { amount: '51.98', currencyCode: 'USD' },
      totalDiscounts: { amount: '1.30', currencyCode: 'USD' },
      shipping: { amount: '0.00', currencyCode: 'USD' },
      serviceCharge: { amount: '4.00', currencyCode: 'USD' },
      total: { amount: '54.68', currencyCode: 'USD' },
      billingAddress: { address2: 'Suite 5' },
    });
    expect(dto.lineItems.edges[0].node).toEqual({
      id: 'gid://shop/LineItem/11111111-2222-4333-8444-555555555555',
      sku: 'SKU-1',
      productId: 'gid://shop/Product/1',
      variantId: 'gid://shop/ProductVariant/1',
      title: 'Adult <Chicken> & Rice',
      variantTitle: '4 lb bag',
      productType: 'Dry Food',
      quantity: 2,
      sellingPlanId: 'gid://shop/SellingPlan/4w',
      frequencyDays: 28,
      weight: 4,
      weightUnit: 'lbs',
      unitPrice: { amount: '25.99', currencyCode: 'USD' },
      originalTotal: { amount: '51.98', currencyCode: 'USD' },
      totalDiscount: { amount: '1.30', currencyCode: 'USD' },
      total: { amount: '50.68', currencyCode: 'USD' },
    });
  });

  it('keeps what only operators see out of the customer answer', () => {
    const dto = toOrderDto(orderRow(), []) as unknown as Record<string, unknown>;
    for (const field of [
      'paymentReference',
      'warehouseCode',
      'customerId',
      'cartId',
      'refundReference',
      'sequence',
    ])
      expect(dto).not.toHaveProperty(field);
    expect(toOperatorOrderDto(orderRow(), [])).toMatchObject({
      paymentReference: 'pm_test_visa_4242_203012_0123456789abcdef',
      warehouseCode: 'ONT',
      customerId: 'gid://shop/Customer/6f1f3a52-2b9e-4a36-8d0c-54a8f7e0b111',
    });
    expect(toOperatorOrderDto(orderRow({ customerId: null }), []).customerId).toBeNull();
  });

  it('lists lines in their cart order with distinct cursors, on one page', () => {
    const dto = toOrderDto(orderRow(), [
      lineRow({ id: 'b', position: 1, sku: 'SECOND' }),
      lineRow({ id: 'a', position: 0, sku: 'FIRST' }),
    ]);
    expect(dto.lineItems.edges.map((edge) => edge.node.sku)).toEqual(['FIRST', 'SECOND']);
    const [first, second] = dto.lineItems.edges.map((edge) => edge.cursor);
    expect(first).not.toBe(second);
    expect(dto.lineItems.pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: first,
      endCursor: second,
    });
  });

  it('gives the shipped and cancelled times when there are some', () => {
    const shipped = toOrderDto(
      orderRow({ status: 'shipped', shippedAt: new Date('2026-05-21T08:00:00Z') }),
      [],
    );
    expect(shipped).toMatchObject({
      status: 'shipped',
      shippedAt: '2026-05-21T08:00:00.000Z',
      cancelledAt: null,
    });
  });
});

describe('pageInfo', () => {
  it('has no cursors for an empty page', () => {
    expect(pageInfo([], { hasNextPage: false, hasPreviousPage: true })).toEqual({
      hasNextPage: false,
      hasPreviousPage: true,
      startCursor: null,
      endCursor: null,
    });
  });
});

describe('toOrderSummaryDto', () => {
  it('gives the order in short: id, number, status, date, units and total', () => {
    expect(toOrderSummaryDto(orderRow({ status: 'shipped' }), 3)).toEqual({
      id: 'gid://shop/Order/0d4c7f0e-3b1a-4c55-9a77-3e4e2f1b9c10',
      number: 'SPN-100123',
      status: 'shipped',
      placedAt: '2026-05-20T12:34:56.789Z',
      itemCount: 3,
      total: { amount: '54.68', currencyCode: 'USD' },
    });
  });
});
