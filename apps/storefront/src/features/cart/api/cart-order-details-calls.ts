import { updateCartDiscountCodes, updateCartNote } from '@shop/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { applyCartAnswer, type Cart } from '../../../lib/cart/cart-cache';

/**
 * SPEC §7 update-cart-discount-codes: the codes replace the cart's (an empty list removes them);
 * the answer, with each code's `applicable` and `message`, becomes the local cart.
 */
export async function setCartDiscountCodes(
  queryClient: QueryClient,
  cartId: string,
  codes: string[],
): Promise<Cart | null> {
  const { data } = await updateCartDiscountCodes({ body: { cartId, codes }, throwOnError: true });
  return applyCartAnswer(queryClient, data);
}

/** SPEC §7 update-cart-note: null removes the note; the answer becomes the local cart. */
export async function setCartNote(
  queryClient: QueryClient,
  cartId: string,
  note: string | null,
): Promise<Cart | null> {
  const { data } = await updateCartNote({ body: { cartId, note }, throwOnError: true });
  return applyCartAnswer(queryClient, data);
}
