import { HttpStatus } from '@nestjs/common';
import { AppError, ConflictError, NotFoundError } from '../../platform/errors/app-error';

/** Someone else's order, another site's, or an id that is not an order: all look the same. */
export function orderNotFound(): NotFoundError {
  return new NotFoundError('ORDER_NOT_FOUND', 'No order with this id');
}

/** get-shopify-orders and get-shopify-last-order read the caller's own orders only. */
export function customerNotFound(): NotFoundError {
  return new NotFoundError('CUSTOMER_NOT_FOUND', 'No customer with this id');
}

export function cartAlreadyOrdered(): ConflictError {
  return new ConflictError('CART_ALREADY_ORDERED', 'An order was already placed from this cart');
}

export function refundFailed(reason: string): AppError {
  return new AppError(
    HttpStatus.BAD_GATEWAY,
    'REFUND_FAILED',
    `The payment could not be refunded, so the order was not cancelled: ${reason}`,
  );
}
