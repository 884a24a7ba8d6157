import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '../../../lib/cart/cart-cache';
import { cartFailureText } from '../../../lib/cart/cart-messages';
import { setCartNote } from '../api/cart-order-details-calls';

/**
 * Saves the order note (SPEC §7 update-cart-note). Only a note that differs from the cart's is
 * sent, so leaving the field without a change (blur after blur) costs no call; blank removes it.
 */
export function useCartNote(cart: Cart) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (note: string | null) => setCartNote(queryClient, cart.id, note),
  });
  return {
    save: (text: string) => {
      const note = text.trim() === '' ? null : text;
      if (note === cart.note) return;
      save.mutate(note);
    },
    saving: save.isPending,
    saved: save.isSuccess,
    error: save.error ? cartFailureText(save.error) : null,
  };
}
