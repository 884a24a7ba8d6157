import { CART_OVER_LIMIT_MESSAGE, lineLimitMessage } from './quantity-limit-messages';

describe('quantity limit messages', () => {
  it('names the cap of a one-time line per order', () => {
    expect(lineLimitMessage(10, false)).toBe('You can buy up to 10 of this item per order.');
  });

  it('names the cap of an autoship line per delivery', () => {
    expect(lineLimitMessage(5, true)).toBe('Autoship deliveries hold up to 5 of this item.');
  });

  it('names the order cap on an over-limit cart', () => {
    expect(CART_OVER_LIMIT_MESSAGE).toBe('An order can hold up to 10 items. Remove some to check out.');
  });
});
