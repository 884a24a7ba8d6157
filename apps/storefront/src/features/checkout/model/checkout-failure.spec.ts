import { CART_OVER_LIMIT_MESSAGE } from '@shop/cart';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { checkoutFailure } from './checkout-failure';

const LINES = [{ sku: 'A-1', productTitle: 'Adult Chicken', variantTitle: '30 lb' }];

describe('checkoutFailure', () => {
  it.each([
    [new ApiError(401, 'CHECKOUT_EXPIRED', 'x'), 'expired'],
    [new ApiError(404, 'CART_NOT_FOUND', 'x'), 'expired'],
    [
      new ApiError(402, 'PAYMENT_DECLINED', 'x', undefined, [{ field: 'card', problems: ['card_declined'] }]),
      'payment',
    ],
    [new ApiError(503, 'PAYMENT_UNAVAILABLE', 'x'), 'retry'],
    [new ApiError(503, 'SERVICE_UNAVAILABLE', 'x', 5), 'retry'],
    [new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', 'x'), 'retry'],
    [new TypeError('Failed to fetch'), 'retry'],
    [new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'x'), 'other'],
  ])('%s is %s', (error, kind) => {
    expect(checkoutFailure(error).kind).toBe(kind);
  });

  it("says the provider's decline reason and that nothing was charged", () => {
    const error = new ApiError(402, 'PAYMENT_DECLINED', 'x', undefined, [
      { field: 'card', problems: ['insufficient_funds'] },
    ]);
    expect(checkoutFailure(error).message).toBe(
      'Your card has insufficient funds. Nothing was charged. Check the card details or use another card.',
    );
  });

  it('names the products out of stock by title, and an unknown SKU as itself', () => {
    const error = new ApiError(409, 'OUT_OF_STOCK', 'x', undefined, [{ field: 'A-1' }, { field: 'B-2' }]);
    expect(checkoutFailure(error, LINES)).toEqual({
      kind: 'stock',
      message:
        'Not enough stock to ship Adult Chicken (30 lb), B-2. Lower the quantity or remove them in your cart. Nothing was charged.',
    });
  });

  it('uses the cart limit message for an over-limit cart', () => {
    expect(checkoutFailure(new ApiError(409, 'CART_OVER_LIMIT', 'x')).message).toBe(CART_OVER_LIMIT_MESSAGE);
  });
});
