import { ConflictError } from '../../platform/errors/app-error';
import type { OrderStatus } from './new-order';

/** What an operator can do to an order. */
export type OrderAction = 'ship' | 'cancel';

/**
 * The order's life: placed -> shipped, placed -> cancelled, and nothing else. A shipped order is
 * not cancelled (it is returned, which is another process), and a cancelled one never ships.
 */
const TRANSITIONS: Readonly<Record<OrderAction, { from: OrderStatus; to: OrderStatus }>> = {
  ship: { from: 'placed', to: 'shipped' },
  cancel: { from: 'placed', to: 'cancelled' },
};

/** The status an action leads to from `current`, or undefined when the action is not allowed. */
export function nextOrderStatus(current: OrderStatus, action: OrderAction): OrderStatus | undefined {
  const transition = TRANSITIONS[action];
  return current === transition.from ? transition.to : undefined;
}

/** The status an action needs the order to be in (the update's condition). */
export function requiredStatusFor(action: OrderAction): OrderStatus {
  return TRANSITIONS[action].from;
}

/** 409 ORDER_STATE: the action does not apply to an order in this status. */
export function orderStateConflict(number: string, current: OrderStatus, action: OrderAction): ConflictError {
  const verb = action === 'ship' ? 'marked shipped' : 'cancelled';
  return new ConflictError(
    'ORDER_STATE',
    `Order ${number} is ${current}: only a placed order can be ${verb}`,
  );
}
