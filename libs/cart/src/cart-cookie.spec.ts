import { CART_COOKIE, cartIdOf } from './cart-cookie';

describe('the cart cookie (SPEC §3 col_cart_id)', () => {
  it('is named as the SPEC names it', () => {
    expect(CART_COOKIE).toBe('col_cart_id');
  });

  it.each([
    ['gid://shop/Cart/4pX0qg3b2R1sXk9mVbQw8A', 'gid://shop/Cart/4pX0qg3b2R1sXk9mVbQw8A'],
    ['gid%3A%2F%2Fshop%2FCart%2Fabc_DEF-1', 'gid://shop/Cart/abc_DEF-1'],
    ['gid:%2F%2Fshop%2FCart%2Fabc', 'gid://shop/Cart/abc'],
  ])('reads %p as the cart %p', (value, id) => {
    expect(cartIdOf(value)).toBe(id);
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['another kind of id', 'gid://shop/Order/abc'],
    ['a bare token', 'abc'],
    ['a malformed escape', 'gid%3A%2F%2Fshop%2FCart%2F%E0%A4%A'],
    ['a token with a slash', 'gid://shop/Cart/a/b'],
    ['an overlong token', `gid://shop/Cart/${'a'.repeat(81)}`],
    ['a NUL byte', 'gid://shop/Cart/abc%00'],
  ])('reads %s as no cart', (_case, value) => {
    expect(cartIdOf(value)).toBeNull();
  });
});
