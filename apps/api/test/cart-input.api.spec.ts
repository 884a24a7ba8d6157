import { CART, ELIGIBLE_HANDLE, newCart, variantsOf } from './support/carts';
import { startTestApp, type TestApp } from './support/test-app';

/** Each cart call with a body that succeeds on a guest's cart. */
function goodBodies(
  cartId: string,
  lineId: string,
  merchandiseId: string,
): Record<string, Record<string, unknown>> {
  return {
    'get-cart': { cartId },
    'create-cart': { lineItems: [{ merchandiseId, quantity: 1 }] },
    'add-cart-line-items': { cartId, lineItems: [{ merchandiseId, quantity: 1 }] },
    'update-cart-line-items': { cartId, lineItems: [{ id: lineId, quantity: 2 }] },
    'remove-cart-line-items': { cartId, lineItemIds: [lineId] },
    'update-cart-attributes': { cartId, attributes: [{ key: 'k', value: 'v' }] },
    'update-cart-buyer-identity': { cartId, buyerIdentity: { email: 'a@example.com' } },
    'update-cart-discount-codes': { cartId, codes: ['AUTO35'] },
    'update-cart-note': { cartId, note: 'hi' },
  };
}

describe('cart calls refuse bad input with 400 and a stable code, never a 500', () => {
  let t: TestApp;
  let merchandiseId: string;
  let cartId: string;
  let lineId: string;
  const post = (call: string, body: unknown) =>
    t.http
      .post(`${CART}/${call}`)
      .set('Content-Type', 'application/json')
      .send(body as object);
  const expect400 = async (call: string, body: unknown) => {
    const res = await post(call, body);
    expect({ call, body, status: res.status, code: res.body.code }).toEqual({
      call,
      body,
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  };

  beforeAll(async () => {
    t = await startTestApp();
    [{ merchandiseId }] = await variantsOf(t, ELIGIBLE_HANDLE);
    const { id, res } = await newCart(t, null, [{ merchandiseId }]);
    cartId = id;
    lineId = res.body.lineItems[0].id;
  });
  afterAll(() => t.close());

  const CALLS = Object.keys(goodBodies('', '', ''));

  it.each(CALLS)('%s: accepts its good body', async (call) => {
    // remove-cart-line-items would delete the shared cart: it gets a cart of its own.
    const own = call === 'remove-cart-line-items' ? await newCart(t, null, [{ merchandiseId }]) : null;
    const body = goodBodies(own?.id ?? cartId, own?.res.body.lineItems[0].id ?? lineId, merchandiseId)[call];
    expect((await post(call, body)).status).toBe(200);
  });

  it.each(CALLS)('%s: refuses an unknown field, at the top and inside', async (call) => {
    const body = goodBodies(cartId, lineId, merchandiseId)[call];
    await expect400(call, { ...body, price: 1 });
    if ('lineItems' in body)
      await expect400(call, {
        ...body,
        lineItems: [{ ...(body.lineItems as object[])[0], price: { amount: '0.01' } }],
      });
  });

  it.each(CALLS)('%s: refuses a body that is not an object, and prototype keys', async (call) => {
    for (const body of [[], 'cart', 42]) {
      const res = await post(call, JSON.stringify(body));
      expect([call, res.status]).toEqual([call, 400]);
    }
    const res = await t.http
      .post(`${CART}/${call}`)
      .set('Content-Type', 'application/json')
      .send(`{"cartId":"${cartId}","__proto__":{"admin":true}}`);
    expect([call, res.status]).toEqual([call, 400]);
  });

  it.each(CALLS.filter((c) => c !== 'create-cart'))(
    '%s: refuses a cartId of the wrong type or size',
    async (call) => {
      const body = goodBodies(cartId, lineId, merchandiseId)[call];
      for (const bad of [42, null, { id: cartId }, ['x'], 'c'.repeat(101)])
        await expect400(call, { ...body, cartId: bad });
      const { cartId: _omitted, ...rest } = body;
      await expect400(call, rest);
    },
  );

  it.each(CALLS)('%s: refuses a NUL byte in its text (INVALID_CHARACTERS)', async (call) => {
    const body =
      call === 'create-cart'
        ? goodBodies(cartId, lineId, `${merchandiseId}\u0000`)[call]
        : goodBodies(`${cartId}\u0000`, lineId, merchandiseId)[call];
    const res = await post(call, body);
    expect([call, res.status, res.body.code]).toEqual([call, 400, 'INVALID_CHARACTERS']);
  });

  describe('quantities', () => {
    it.each([['2'], [1.5], [1e9], [-1001], [1001], [true], [Number.MAX_SAFE_INTEGER + 2]])(
      'refuses %p as an added quantity',
      async (quantity) => {
        await expect400('add-cart-line-items', { cartId, lineItems: [{ merchandiseId, quantity }] });
      },
    );

    it('refuses a number too big for JSON doubles (1e400 reads as Infinity)', async () => {
      const res = await post(
        'add-cart-line-items',
        `{"cartId":"${cartId}","lineItems":[{"merchandiseId":"${merchandiseId}","quantity":1e400}]}`,
      );
      expect(res.status).toBe(400);
    });

    it.each([['3'], [2.5], [1e12]])('refuses %p as an updated quantity', async (quantity) => {
      await expect400('update-cart-line-items', { cartId, lineItems: [{ id: lineId, quantity }] });
    });
  });

  describe('sizes', () => {
    it('refuses more lines, attributes or codes than a cart keeps, and oversize text', async () => {
      const lines = Array.from({ length: 21 }, () => ({ merchandiseId }));
      await expect400('add-cart-line-items', { cartId, lineItems: lines });
      await expect400('add-cart-line-items', { cartId, lineItems: [] });
      const attrs = Array.from({ length: 21 }, (_, i) => ({ key: `k${i}`, value: 'v' }));
      await expect400('update-cart-attributes', { cartId, attributes: attrs });
      await expect400('update-cart-attributes', {
        cartId,
        attributes: [{ key: 'k'.repeat(65), value: 'v' }],
      });
      await expect400('update-cart-attributes', {
        cartId,
        attributes: [{ key: 'k', value: 'v'.repeat(501) }],
      });
      await expect400('update-cart-attributes', { cartId, attributes: [{ key: '', value: 'v' }] });
      await expect400('update-cart-attributes', { cartId, attributes: [{ key: 'k', value: 5 }] });
      await expect400('update-cart-discount-codes', { cartId, codes: ['A', 'B', 'C', 'D', 'E', 'F'] });
      await expect400('update-cart-discount-codes', { cartId, codes: ['X'.repeat(65)] });
      await expect400('update-cart-discount-codes', { cartId, codes: [35] });
      await expect400('update-cart-note', { cartId, note: 'n'.repeat(1001) });
      await expect400('update-cart-note', { cartId, note: 12 });
      await expect400('add-cart-line-items', {
        cartId,
        lineItems: [
          { merchandiseId, attributes: Array.from({ length: 11 }, (_, i) => ({ key: `${i}`, value: '' })) },
        ],
      });
    });

    it('refuses half an emoji (a lone surrogate) in text the cart stores', async () => {
      await expect400('update-cart-attributes', { cartId, attributes: [{ key: 'x\udfff', value: 'v' }] });
      await expect400('update-cart-attributes', { cartId, attributes: [{ key: 'k', value: 'wl\ud8001' }] });
      await expect400('update-cart-note', { cartId, note: 'hi \ud83d' });
      await expect400('update-cart-discount-codes', { cartId, codes: ['AUTO\udc00'] });
      await expect400('create-cart', { attributes: [{ key: 'k', value: '\ud800' }] });
      await expect400('add-cart-line-items', {
        cartId,
        lineItems: [{ merchandiseId, attributes: [{ key: 'k', value: 'b9x\udfff' }] }],
      });
      // A whole emoji is text.
      expect((await post('update-cart-note', { cartId, note: 'good dog 🐶' })).status).toBe(200);
    });

    it('refuses a buyer identity that is not an email, a phone or a country code', async () => {
      for (const buyerIdentity of [
        { email: 'not-an-email' },
        { email: `${'a'.repeat(250)}@example.com` },
        { phone: 'call me maybe' },
        { phone: '1'.repeat(31) },
        { countryCode: 'usa' },
        { countryCode: 'us' },
        { customerAccessToken: 't'.repeat(129) },
        { email: 'a@example.com', admin: true },
      ])
        await expect400('update-cart-buyer-identity', { cartId, buyerIdentity });
      await expect400('update-cart-buyer-identity', { cartId, buyerIdentity: 'a@example.com' });
      await expect400('update-cart-buyer-identity', { cartId });
    });

    it('refuses a get-cart destination that is not HOME or CLINIC', async () => {
      await expect400('get-cart', { cartId, zipCode: '80011', destination: 'MOON' });
    });
  });

  it('makes an empty guest cart from a create-cart without a body', async () => {
    const res = await t.http.post(`${CART}/create-cart`).expect(200);
    expect(res.body).toMatchObject({ totalQuantity: 0, lineItems: [], deleted: false });
  });

  it('answers a malformed line id as not found, not as a server error', async () => {
    const res = await post('update-cart-line-items', {
      cartId,
      lineItems: [{ id: "'; drop table carts; --" }],
    });
    expect([res.status, res.body.code]).toEqual([404, 'CART_LINE_NOT_FOUND']);
    const removed = await post('remove-cart-line-items', { cartId, lineItemIds: ['gid://shop/CartLine/1'] });
    expect([removed.status, removed.body.code]).toEqual([404, 'CART_LINE_NOT_FOUND']);
  });

  it('refuses the same line twice in one update (422 DUPLICATE_LINE)', async () => {
    const res = await post('update-cart-line-items', {
      cartId,
      lineItems: [
        { id: lineId, quantity: 1 },
        { id: lineId, quantity: 2 },
      ],
    });
    expect([res.status, res.body.code]).toEqual([422, 'DUPLICATE_LINE']);
  });
});
