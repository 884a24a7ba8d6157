import type { PlacedOrderDto } from '@shop/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { forgetCart } from '../../../lib/cart/cart-cache';
import { markCustomerDataStale } from '../../../lib/session/session-queries';
import { confirmationPathFor } from '../model/checkout-paths';
import { endAttempt } from '../model/idempotency-key';
import { confirmationIdOf, storePlacedOrder } from '../model/placed-order-storage';

/**
 * What follows a placed order: the order is kept for its confirmation page, the local cart is
 * deleted (the API completed it: the col_cart_id cookie goes and the mini cart shows 0), the
 * customer's orders and profile are read again when next shown, the attempt's key is retired, and
 * the confirmation replaces the checkout in the history (Back does not reopen a used link).
 */
export function useCompleteCheckout(): (order: PlacedOrderDto) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (order: PlacedOrderDto) => {
      storePlacedOrder(order);
      endAttempt();
      forgetCart(queryClient);
      markCustomerDataStale(queryClient);
      navigate(confirmationPathFor(confirmationIdOf(order.id)), { replace: true });
    },
    [queryClient, navigate],
  );
}
