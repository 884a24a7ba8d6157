import { signInStaff, signUpConsumer, type SignedInCustomer } from './support/account-sessions';
import { CONSUMER_HOST } from './support/site-hosts';
import { CART, cartCall, ELIGIBLE_HANDLE, newCart, variantsOf } from './support/carts';
import { startTestApp, type TestApp } from './support/test-app';

/** Every cart call, with a body that would succeed on the cart for its owner. */
function calls(cartId: string, lineId: string, merchandiseId: string): [string, object][] {
  return Object.entries(bodies(cartId, lineId, merchandiseId));
}

function bodies(cartId: string, lineId: string, merchandiseId: string): Record<string, object> {
  return Object.fromEntries(callList(cartId, lineId, merchandiseId));
}

function callList(cartId: string, lineId: string, merchandiseId: string): [string, object][] {
  return [
    ['get-cart', { cartId }],
    ['add-cart-line-items', { cartId, lineItems: [{ merchandiseId }] }],
    ['update-cart-line-items', { cartId, lineItems: [{ id: lineId, quantity: 2 }] }],
    ['remove-cart-line-items', { cartId, lineItemIds: [lineId] }],
    ['update-cart-attributes', { cartId, attributes: [{ key: 'k', value: 'v' }] }],
    ['update-cart-buyer-identity', { cartId, buyerIdentity: { email: 'x@example.com' } }],
    ['update-cart-discount-codes', { cartId, codes: ['AUTO35'] }],
    ['update-cart-note', { cartId, note: 'hello' }],
  ];
}
const CALL_NAMES = calls('', '', '').map(([name]) => name);

describe("cart ownership: another customer's or another site's cart is 404 (ARCHITECTURE §6)", () => {
  let t: TestApp;
  let ann: SignedInCustomer;
  let bob: SignedInCustomer;
  let staff: SignedInCustomer;
  let merchandiseId: string;
  let annsCart: { id: string; line: string };
  let guestCart: { id: string; line: string };
  let staffCart: { id: string; line: string };

  const snapshot = async (who: SignedInCustomer | null, cartId: string) =>
    (await cartCall(t, who, 'get-cart', { cartId }).expect(200)).body;

  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpConsumer(t, 'owner-ann');
    bob = await signUpConsumer(t, 'owner-bob');
    staff = await signInStaff(t, { sapAccountGroup: 'ZVET' });
    [{ merchandiseId }] = await variantsOf(t, ELIGIBLE_HANDLE);
    const made = async (who: SignedInCustomer | null) => {
      const { id, res } = await newCart(t, who, [{ merchandiseId }]);
      return { id, line: res.body.lineItems[0].id as string };
    };
    annsCart = await made(ann);
    guestCart = await made(null);
    staffCart = await made(staff);
  });
  afterAll(() => t.close());

  describe.each(CALL_NAMES)('%s', (name) => {
    const bodyFor = (cart: { id: string; line: string }) => bodies(cart.id, cart.line, merchandiseId)[name];

    it("answers 404 CART_NOT_FOUND to a guest holding a customer's cart id", async () => {
      const res = await cartCall(t, null, name, bodyFor(annsCart));
      expect([res.status, res.body.code]).toEqual([404, 'CART_NOT_FOUND']);
    });

    it('answers 404 CART_NOT_FOUND to another customer, who learns nothing', async () => {
      const res = await cartCall(t, bob, name, bodyFor(annsCart));
      expect([res.status, res.body.code]).toEqual([404, 'CART_NOT_FOUND']);
      expect(JSON.stringify(res.body)).not.toContain(merchandiseId);
    });

    it("answers 404 CART_NOT_FOUND on the other site (a staff member with a consumer's cart id)", async () => {
      const res = await cartCall(t, staff, name, bodyFor(annsCart));
      expect([res.status, res.body.code]).toEqual([404, 'CART_NOT_FOUND']);
    });

    it("answers 404 CART_NOT_FOUND to a consumer-site guest with a staff cart's id", async () => {
      const res = await cartCall(t, null, name, bodyFor(staffCart));
      expect([res.status, res.body.code]).toEqual([404, 'CART_NOT_FOUND']);
    });

    it('answers 404 CART_NOT_FOUND for a made-up or malformed cart id', async () => {
      for (const cartId of ['gid://shop/Cart/AAAAAAAAAAAAAAAAAAAAAA', 'gid://shop/Cart/1', "' or 1=1 --"]) {
        const res = await cartCall(t, ann, name, { ...bodyFor(annsCart), cartId });
        expect([res.status, res.body.code]).toEqual([404, 'CART_NOT_FOUND']);
      }
    });
  });

  it("leaves the owner's cart exactly as it was after all those attempts", async () => {
    const before = await snapshot(ann, annsCart.id);
    for (const name of CALL_NAMES) {
      const body = bodies(annsCart.id, annsCart.line, merchandiseId)[name];
      await cartCall(t, bob, name, body).expect(404);
      await cartCall(t, null, name, body).expect(404);
    }
    expect(await snapshot(ann, annsCart.id)).toEqual(before);
  });

  it("lets a guest and a signed-in shopper reach a guest's cart by its id (without taking it)", async () => {
    await cartCall(t, null, 'get-cart', { cartId: guestCart.id }).expect(200);
    await cartCall(t, bob, 'add-cart-line-items', {
      cartId: guestCart.id,
      lineItems: [{ merchandiseId }],
    }).expect(200);
    expect((await snapshot(null, guestCart.id)).buyerIdentity.customer).toBeNull();
  });

  it('refuses a cookie-only write without the storefront header (CSRF), and accepts it with the header', async () => {
    const cookie = `sessionToken=${ann.token}`;
    const refused = await t.http
      .post(`${CART}/get-cart`)
      .set('Host', CONSUMER_HOST)
      .set('Cookie', cookie)
      .send({ cartId: annsCart.id });
    expect([refused.status, refused.body.code]).toEqual([403, 'CSRF_REFUSED']);
    await t.http
      .post(`${CART}/get-cart`)
      .set('Host', CONSUMER_HOST)
      .set('Cookie', cookie)
      .set('X-Shop-Client', 'storefront')
      .send({ cartId: annsCart.id })
      .expect(200);
  });

  it('treats a dead session token as a guest: their own cart is then out of reach', async () => {
    const res = await t.http
      .post(`${CART}/get-cart`)
      .set('Host', CONSUMER_HOST)
      .set('Authorization', `Bearer ${'A'.repeat(43)}`)
      .send({ cartId: annsCart.id });
    expect([res.status, res.body.code]).toEqual([404, 'CART_NOT_FOUND']);
  });
});
