import { addCartLineItems, getCart, updateCartBuyerIdentity, type CartLineInputDto } from '@shop/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { clearRecentCheckout, readCartId } from './cart-id-storage';
import { applyCartAnswer, forgetCart, type Cart, type CartLine } from './cart-cache';

/** The line attributes the API writes itself on every add (SPEC §3): never sent back. */
const SHOP_LINE_ATTRIBUTES = new Set(['_weightValue', '_weightUnit']);

/** A cart the session may read, or null: gone, someone else's, or unreachable (logged). */
async function readCart(cartId: string): Promise<Cart | null> {
  try {
    const { data } = await getCart({ body: { cartId }, throwOnError: true });
    return data.deleted ? null : data;
  } catch (error) {
    console.warn('Cart could not be loaded at sign-in', error);
    return null;
  }
}

/** A guest line as an add to another cart: same variant, quantity, plan and the shopper's own attributes. */
function asLineInput(line: CartLine): CartLineInputDto {
  return {
    merchandiseId: line.variant.adminGraphqlId,
    quantity: line.quantity,
    sellingPlanId: line.sellingPlanAllocation?.sellingPlan.id ?? null,
    attributes: line.attributes.filter((attribute) => !SHOP_LINE_ATTRIBUTES.has(attribute.key)),
  };
}

/**
 * SPEC §4 Login, cart side, once the customer is signed in: their persisted cart (the metafield's
 * id) is loaded and this browser's guest cart's lines are added to it (the API applies the line
 * limits); if the persisted cart cannot be loaded, the guest cart is kept and linked to the customer
 * (update-cart-buyer-identity, which makes it their persisted cart). Whatever results becomes the
 * local cart (cookie replaced); with neither, the browser has no cart. Never throws: signing in
 * must not fail because of the cart, whose failures are logged.
 */
export async function restoreCartAtSignIn(
  queryClient: QueryClient,
  persistedCartId: string | null,
): Promise<Cart | null> {
  const localId = readCartId();
  const guest = localId !== null && localId !== persistedCartId ? await readCart(localId) : null;
  const guestLines = guest?.lineItems ?? [];

  const persisted = persistedCartId ? await readCart(persistedCartId) : null;
  if (persisted) {
    if (guestLines.length === 0) return applyCartAnswer(queryClient, persisted);
    try {
      const { data } = await addCartLineItems({
        body: { cartId: persisted.id, lineItems: guestLines.map(asLineInput) },
        throwOnError: true,
      });
      return applyCartAnswer(queryClient, data);
    } catch (error) {
      console.warn('Guest cart lines could not be merged at sign-in', error);
      return applyCartAnswer(queryClient, persisted);
    }
  }

  if (guest && guestLines.length > 0) {
    try {
      const { data } = await updateCartBuyerIdentity({
        body: { cartId: guest.id, buyerIdentity: {} },
        throwOnError: true,
      });
      return applyCartAnswer(queryClient, data);
    } catch (error) {
      console.warn('Guest cart could not be linked at sign-in', error);
      return applyCartAnswer(queryClient, guest);
    }
  }

  forgetCart(queryClient);
  return null;
}

/** SPEC §4 Logout, cart side: the cookie, the guest id, the local cart and the recent-checkout flag. */
export function resetCartAtSignOut(queryClient: QueryClient): void {
  forgetCart(queryClient);
  clearRecentCheckout();
}
