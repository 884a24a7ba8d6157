import type { OrderStatus } from './new-order';
import { nextOrderStatus, orderStateConflict, requiredStatusFor, type OrderAction } from './order-status';

describe('order status machine', () => {
  it.each<[OrderStatus, OrderAction, OrderStatus | undefined]>([
    ['placed', 'ship', 'shipped'],
    ['placed', 'cancel', 'cancelled'],
    ['shipped', 'ship', undefined],
    ['shipped', 'cancel', undefined],
    ['cancelled', 'ship', undefined],
    ['cancelled', 'cancel', undefined],
  ])('%s + %s -> %s', (current, action, next) => {
    expect(nextOrderStatus(current, action)).toBe(next);
  });

  it('needs a placed order for either action', () => {
    expect(requiredStatusFor('ship')).toBe('placed');
    expect(requiredStatusFor('cancel')).toBe('placed');
  });

  it('says why in a 409 ORDER_STATE', () => {
    const error = orderStateConflict('SPN-100001', 'shipped', 'cancel');
    expect(error.getStatus()).toBe(409);
    expect(error.code).toBe('ORDER_STATE');
    expect(error.message).toBe('Order SPN-100001 is shipped: only a placed order can be cancelled');
    expect(orderStateConflict('PSF-100002', 'cancelled', 'ship').message).toContain('marked shipped');
  });
});
