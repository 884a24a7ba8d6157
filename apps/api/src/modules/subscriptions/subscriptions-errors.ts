import { HttpStatus } from '@nestjs/common';
import type { AutoshipRefusal, AutoshipRefusalCode } from '@shop/cart';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../platform/errors/app-error';

/** Someone else's subscription, another site's, a malformed or unknown contract id: all the same 404. */
export function subscriptionNotFound(): NotFoundError {
  return new NotFoundError('SUBSCRIPTION_NOT_FOUND', 'No subscription with this contract id');
}

/** get-subscriptions names a customer other than the caller. */
export function customerNotFound(): NotFoundError {
  return new NotFoundError('CUSTOMER_NOT_FOUND', 'No customer with this id');
}

/** Concurrent writes kept changing the subscription under this one; sending it again is safe. */
export function subscriptionBusy(): ConflictError {
  return new ConflictError(
    'SUBSCRIPTION_BUSY',
    'The subscription changed while this change was made; please try again',
  );
}

export function shipToNotServed(zip: string): AppError {
  return new AppError(
    HttpStatus.UNPROCESSABLE_ENTITY,
    'SHIP_TO_NOT_SERVED',
    `We do not deliver to ZIP ${zip}`,
  );
}

/** A refusal of the autoship rules is about the subscription's state (409) or what was asked (422, 400). */
const STATUS_OF: Record<AutoshipRefusalCode, HttpStatus> = {
  SUBSCRIPTION_CANCELLED: HttpStatus.CONFLICT,
  SUBSCRIPTION_NOT_CANCELLED: HttpStatus.CONFLICT,
  SUBSCRIPTION_PAUSED: HttpStatus.CONFLICT,
  FREQUENCY_NOT_OFFERED: HttpStatus.UNPROCESSABLE_ENTITY,
  AUTOSHIP_NOT_OFFERED: HttpStatus.UNPROCESSABLE_ENTITY,
  INVALID_DATE: HttpStatus.BAD_REQUEST,
  NEXT_ORDER_DATE_OUT_OF_RANGE: HttpStatus.UNPROCESSABLE_ENTITY,
  SKIP_BEYOND_HORIZON: HttpStatus.UNPROCESSABLE_ENTITY,
  QUANTITY_OUT_OF_RANGE: HttpStatus.UNPROCESSABLE_ENTITY,
  INVALID_CANCEL_REASON: HttpStatus.BAD_REQUEST,
};

export function refusalError(refusal: AutoshipRefusal): AppError {
  const status = STATUS_OF[refusal.code];
  return status === HttpStatus.BAD_REQUEST
    ? new BadRequestError(refusal.code, refusal.message)
    : new AppError(status, refusal.code, refusal.message);
}
