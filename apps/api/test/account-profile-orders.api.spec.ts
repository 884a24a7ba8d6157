import { postAs, signInStaff, signUpConsumer, type SignedInCustomer } from './support/account-sessions';
import { newOrder, orderLine, placeOrder } from './support/orders';
import { startTestApp, type TestApp } from './support/test-app';

const CUSTOMER = '/api/ecom/v1.0/get-shopify-customer';
const OPERATOR_TOKEN = 'test-operator-token-0123456789';

interface OrderSummary {
  id: string;
  number: string;
  status: string;
  placedAt: string;
  itemCount: number;
  total: { amount: string; currencyCode: string };
}

describe("get-shopify-customer: the profile's recent orders (SPEC §3 Customer profile 'orders')", () => {
  let t: TestApp;
  let ann: SignedInCustomer;
  let bob: SignedInCustomer;
  let sam: SignedInCustomer;
  /** Ann's consumer-site orders, oldest first. */
  const annsOrders: { id: string; number: string }[] = [];
  let bobsOrder: { id: string; number: string };
  let samsOrder: { id: string; number: string };

  const ordersOf = async (who: SignedInCustomer): Promise<OrderSummary[]> =>
    (await postAs(t, who, CUSTOMER).expect(200)).body.orders;

  beforeAll(async () => {
    t = await startTestApp({ OPERATOR_TOKEN });
    ann = await signUpConsumer(t, 'ann');
    bob = await signUpConsumer(t, 'bob');
    sam = await signInStaff(t);
    for (let i = 1; i <= 6; i++)
      annsOrders.push(
        await placeOrder(
          t,
          newOrder({
            customerId: ann.customerId,
            email: ann.email,
            lines: [
              orderLine({ sku: `ANN-${i}`, quantity: i, unitPriceCents: 1000 }),
              orderLine({ sku: `ANN-${i}-AUTO`, quantity: 2, unitPriceCents: 500, discountCents: 50 }),
            ],
            shippingCents: 0,
            taxCents: 0,
          }),
        ),
      );
    bobsOrder = await placeOrder(t, newOrder({ customerId: bob.customerId, email: bob.email }));
    samsOrder = await placeOrder(t, newOrder({ site: 'HPSF', customerId: sam.customerId, email: sam.email }));
    // Ann's customer id on the staff site's order: the consumer site's profile must not show it.
    await placeOrder(t, newOrder({ site: 'HPSF', customerId: ann.customerId, email: ann.email }));
  });
  afterAll(() => t.close());

  it("carries the caller's five newest orders on this site, newest first, in short", async () => {
    const orders = await ordersOf(ann);
    expect(orders.map((order) => order.number)).toEqual(
      annsOrders
        .slice(1)
        .reverse()
        .map((order) => order.number),
    );
    const newest = orders[0];
    expect(newest).toEqual({
      id: `gid://shop/Order/${annsOrders[5].id}`,
      number: annsOrders[5].number,
      status: 'placed',
      placedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // 6 one-time units + 2 autoship units; 6 x $10 + 2 x $5 - $0.50.
      itemCount: 8,
      total: { amount: '69.50', currencyCode: 'USD' },
    });
    expect(orders.map((order) => order.itemCount)).toEqual([8, 7, 6, 5, 4]);
  });

  it("never carries another customer's orders, nor the caller's on the other site", async () => {
    const annsIds = (await ordersOf(ann)).map((order) => order.id);
    expect(annsIds).not.toContain(`gid://shop/Order/${bobsOrder.id}`);
    expect(annsIds).not.toContain(`gid://shop/Order/${samsOrder.id}`);
    expect(annsIds).toHaveLength(5);

    expect((await ordersOf(bob)).map((order) => order.id)).toEqual([`gid://shop/Order/${bobsOrder.id}`]);
    expect((await ordersOf(sam)).map((order) => order.id)).toEqual([`gid://shop/Order/${samsOrder.id}`]);
  });

  it('is empty for a customer who has not ordered', async () => {
    const cy = await signUpConsumer(t, 'cy');
    expect(await ordersOf(cy)).toEqual([]);
  });

  it("follows the order's status (an operator's shipping shows in the profile)", async () => {
    const res = await t.http
      .post(`/api/operator/orders/${bobsOrder.number}/mark-shipped`)
      .set('Authorization', `Bearer ${OPERATOR_TOKEN}`);
    expect(res.status).toBe(200);
    expect((await ordersOf(bob))[0].status).toBe('shipped');
  });
});
