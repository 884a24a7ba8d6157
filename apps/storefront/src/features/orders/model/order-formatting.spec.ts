import { describe, expect, it } from 'vitest';
import {
  autoshipFrequencyLabel,
  formatMoney,
  itemCountLabel,
  orderPath,
  orderStatusLabel,
} from './order-formatting';

describe('order formatting', () => {
  it.each([
    [7, 'Every week'],
    [14, 'Every 2 weeks'],
    [28, 'Every 4 weeks'],
    [56, 'Every 8 weeks'],
    [1, 'Every day'],
    [30, 'Every 30 days'],
  ])('labels an autoship every %i days as %p', (days, label) => {
    expect(autoshipFrequencyLabel(days)).toBe(label);
  });

  it('shows amounts in dollars with cents', () => {
    expect(formatMoney({ amount: '1234.5', currencyCode: 'USD' })).toBe('$1,234.50');
    expect(formatMoney({ amount: '0.00', currencyCode: 'USD' })).toBe('$0.00');
  });

  it("says 'item' for one and 'items' otherwise", () => {
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(0)).toBe('0 items');
    expect(itemCountLabel(3)).toBe('3 items');
  });

  it('labels each status', () => {
    expect(['placed', 'shipped', 'cancelled'].map((s) => orderStatusLabel(s as never))).toEqual([
      'Placed',
      'Shipped',
      'Cancelled',
    ]);
  });

  it('links an order by its bare id, as the confirmation mail does', () => {
    expect(orderPath('gid://shop/Order/0d4c7f0e-3b1a-4c55-9a77-3e4e2f1b9c10')).toBe(
      '/account/orders/0d4c7f0e-3b1a-4c55-9a77-3e4e2f1b9c10',
    );
  });
});
