import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addCartLine,
  changeCartLine,
  removeCartLine,
  type CartLineChange,
  type CartLineRequest,
} from '../../../lib/cart/cart-calls';
import { CART_QUERY_KEY, cachedCart, type Cart } from '../../../lib/cart/cart-cache';
import { readCartId } from '../../../lib/cart/cart-id-storage';
import { withLineQuantity } from '../state/optimistic-cart';

/** Adds a line (creating the cart on the first add); resolves with the cart the API answered. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (line: CartLineRequest) => addCartLine(queryClient, line) });
}

interface Snapshot {
  previous: Cart | null | undefined;
}

/**
 * Changes a line's quantity (0 removes it) or its plan. Quantity changes show at once; a failure
 * puts the cart back as it was (unless the cart turned out to be gone, which it then stays).
 */
export function useChangeCartLine() {
  const queryClient = useQueryClient();
  return useMutation<Cart | null, Error, CartLineChange, Snapshot>({
    mutationFn: (change) =>
      change.quantity === 0 && change.sellingPlanId === undefined
        ? removeCartLine(queryClient, change.lineId)
        : changeCartLine(queryClient, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: CART_QUERY_KEY });
      const previous = cachedCart(queryClient);
      if (previous && change.quantity !== undefined)
        queryClient.setQueryData(CART_QUERY_KEY, withLineQuantity(previous, change.lineId, change.quantity));
      return { previous };
    },
    onError: (_error, _change, snapshot) => {
      if (snapshot && snapshot.previous !== undefined && readCartId() !== null)
        queryClient.setQueryData(CART_QUERY_KEY, snapshot.previous);
    },
  });
}
