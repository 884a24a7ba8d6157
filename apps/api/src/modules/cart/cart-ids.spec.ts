import { cartGid, cartLineGid, cartLineIdOf, cartTokenOf, newCartToken, variantIdOf } from './cart-ids';

describe('cart ids', () => {
  it('makes 128-bit random tokens that never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newCartToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(16);
  });

  it('reads a token back from the public id or bare, and nothing else', () => {
    const token = newCartToken();
    expect(cartTokenOf(cartGid(token))).toBe(token);
    expect(cartTokenOf(token)).toBe(token);
    for (const bad of [
      '',
      'gid://shop/Cart/',
      `${token}x`,
      `gid://shop/Order/${token}`,
      'a'.repeat(21),
      "'; drop",
    ])
      expect(cartTokenOf(bad)).toBeUndefined();
  });

  it('reads line and variant ids as UUIDs only', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(cartLineIdOf(cartLineGid(id))).toBe(id);
    expect(cartLineIdOf(id.toUpperCase())).toBe(id);
    expect(cartLineIdOf('gid://shop/CartLine/1')).toBeUndefined();
    expect(variantIdOf(`gid://shop/ProductVariant/${id}`)).toBe(id);
    expect(variantIdOf(`gid://shop/Product/${id}`)).toBeUndefined();
  });
});
