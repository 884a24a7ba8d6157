import { HttpStatus } from '@nestjs/common';
import { AppError, ConflictError, NotFoundError } from '../../platform/errors/app-error';

/** A well-formed request the cart cannot act on (an unknown variant, a plan not offered...). */
export class CartRuleError extends AppError {
  constructor(code: string, message: string) {
    super(HttpStatus.UNPROCESSABLE_ENTITY, code, message);
  }
}

/** Also for another customer's or another site's cart, a completed one and a malformed id. */
export function cartNotFound(cartId: string): NotFoundError {
  return new NotFoundError(
    'CART_NOT_FOUND',
    `No cart '${cartId}' here: it may have been checked out or removed`,
  );
}

export function cartLineNotFound(lineId: string): NotFoundError {
  return new NotFoundError('CART_LINE_NOT_FOUND', `The cart has no line '${lineId}'`);
}

/** Concurrent writes kept beating this one; the client may simply send it again. */
export function cartBusy(): ConflictError {
  return new ConflictError('CART_BUSY', 'The cart changed while this change was made; please try again');
}
