import { AUTOSHIP_FIRST_ORDER_CODE, normalizeDiscountCode, type DiscountCodeResult } from '@shop/cart';
import type { CartDiscountCodeDto } from '@shop/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Cart } from '../../../lib/cart/cart-cache';
import { cartFailureText } from '../../../lib/cart/cart-messages';
import { setCartDiscountCodes } from '../api/cart-order-details-calls';

/** What the code field last had to say: announced as a status, a refusal as an alert. */
export interface DiscountCodeNotice {
  kind: 'applied' | 'removed' | 'refused';
  text: string;
}

/**
 * AUTO35 goes on by itself whenever it applies (SPEC §4), so removing it would bring it straight
 * back: it is shown as automatic, not as something to remove, and is not sent as an entered code.
 */
export function isAutomaticCode(code: Pick<DiscountCodeResult, 'code' | 'applicable'>): boolean {
  return code.code === AUTOSHIP_FIRST_ORDER_CODE && code.applicable;
}

function enteredCodes(cart: Cart): string[] {
  return cart.discountCodes.filter((code) => !isAutomaticCode(code)).map((code) => code.code);
}

/**
 * The cart page's discount codes. A code is sent with the ones already on the cart; when the answer
 * says it does not apply, its message (the API's, libs/cart discountCodeRefusal) is shown and the
 * previous codes are sent back, so a refused code never stays on the cart.
 */
export function useCartDiscountCodes(cart: Cart) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<DiscountCodeNotice | null>(null);

  const apply = useMutation({
    mutationFn: async (entered: string): Promise<DiscountCodeNotice> => {
      const code = normalizeDiscountCode(entered);
      const before = enteredCodes(cart);
      if (cart.discountCodes.some((onCart) => onCart.code === code && onCart.applicable))
        return { kind: 'applied', text: `${code} is already applied.` };
      const answer = await setCartDiscountCodes(queryClient, cart.id, [...before, code]);
      const result: CartDiscountCodeDto | undefined = answer?.discountCodes.find(
        (onCart) => onCart.code === code,
      );
      if (result?.applicable) return { kind: 'applied', text: `${code} applied.` };
      if (answer) await setCartDiscountCodes(queryClient, answer.id, before);
      return { kind: 'refused', text: result?.message ?? `${code} does not apply to this cart.` };
    },
    onMutate: () => setNotice(null),
    onSuccess: setNotice,
    onError: (error) => setNotice({ kind: 'refused', text: cartFailureText(error) }),
  });

  const remove = useMutation({
    mutationFn: async (code: string): Promise<DiscountCodeNotice> => {
      const rest = enteredCodes(cart).filter((onCart) => onCart !== code);
      await setCartDiscountCodes(queryClient, cart.id, rest);
      return { kind: 'removed', text: `${code} removed.` };
    },
    onMutate: () => setNotice(null),
    onSuccess: setNotice,
    onError: (error) => setNotice({ kind: 'refused', text: cartFailureText(error) }),
  });

  return {
    /** Resolves true when the code now applies (the field can be cleared); never rejects. */
    apply: (code: string) =>
      apply.mutateAsync(code).then(
        (result) => result.kind === 'applied',
        () => false,
      ),
    remove: (code: string) => remove.mutate(code),
    busy: apply.isPending || remove.isPending,
    notice,
  };
}
