import { HttpStatus } from '@nestjs/common';
import { centsToAmount } from '@shop/catalog';
import {
  AppError,
  BadRequestError,
  ConflictError,
  NotFoundError,
  UnauthorizedError,
} from '../../platform/errors/app-error';

/**
 * 401 CHECKOUT_EXPIRED: the link is past its time, was not made by this shop, or was made for
 * another session or site. In every case the shopper starts checkout again from the cart.
 */
export function checkoutExpired(reason: string): UnauthorizedError {
  return new UnauthorizedError('CHECKOUT_EXPIRED', `${reason}: start checkout again from your cart`);
}

/** SPEC §4: with AUTOSHIP_REQUIRES_LOGIN on, a guest signs in before starting a subscription. */
export function autoshipRequiresLogin(): UnauthorizedError {
  return new UnauthorizedError(
    'AUTOSHIP_REQUIRES_LOGIN',
    'Sign in to start an autoship: it belongs to an account you can manage and cancel it from',
  );
}

export function invalidShipTo(code: string, message: string): AppError {
  return new AppError(HttpStatus.UNPROCESSABLE_ENTITY, code, message);
}

export function emailRequired(): BadRequestError {
  return new BadRequestError('EMAIL_REQUIRED', 'Enter the email address the order confirmation goes to');
}

/** 409 CHECKOUT_TOTAL_CHANGED: the order would cost other than the shopper was shown; nothing charged. */
export function checkoutTotalChanged(shownCents: number, nowCents: number): ConflictError {
  return new ConflictError(
    'CHECKOUT_TOTAL_CHANGED',
    `The order total changed from $${centsToAmount(shownCents)} to $${centsToAmount(nowCents)}; review it and place the order again`,
  );
}

/** multipass with no cart in its body, its cookie or the customer's persisted cart. */
export function noCartToCheckOut(): NotFoundError {
  return new NotFoundError(
    'CART_NOT_FOUND',
    'No cart to check out: send cartId, or keep the cart id in the col_cart_id cookie',
  );
}
