import { DEFAULT_ADDED_NOTIFICATION, lineSubtotal, quantityLabel } from './added-to-cart-summary';

describe('added-to-cart summary', () => {
  it('has the default notification text', () => {
    expect(DEFAULT_ADDED_NOTIFICATION).toBe('Item added to your cart!');
  });

  it.each([
    [0, 'items'],
    [1, 'item'],
    [2, 'items'],
    [5, 'items'],
    [10, 'items'],
    [11, 'items'],
  ])('quantityLabel(%i) is %p', (quantity, label) => {
    expect(quantityLabel(quantity)).toBe(label);
  });

  it.each([
    [19.99, 0, 0],
    [19.99, 1, 19.99],
    [19.99, 3, 59.97],
    [0.1, 3, 0.3],
    [1.15, 5, 5.75],
    [4.35, 6, 26.1],
    [64.99, 10, 649.9],
    [64.99, 11, 714.89],
  ])('lineSubtotal(%p, %i) is %p', (price, quantity, subtotal) => {
    expect(lineSubtotal(price, quantity)).toBe(subtotal);
  });
});
