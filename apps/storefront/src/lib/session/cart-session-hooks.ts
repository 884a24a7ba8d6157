import type { QueryClient } from '@tanstack/react-query';
import { readFtcAcknowledged } from '../browser/ftc-acknowledgement';
import { readCartId } from '../cart/cart-id-storage';
import { resetCartAtSignOut, restoreCartAtSignIn } from '../cart/cart-session';
import type { Customer } from './session-queries';

/*
 * Where signing in and out meet the cart (SPEC §4 'Login' and 'Cart lifecycle'); the work is in
 * lib/cart, shared by the header, the cards and the cart page.
 */

/** The checkout page; the lead's checkout issue builds it. */
export const CHECKOUT_PATH = '/checkout';

/**
 * Called right after a successful sign-in, once the customer is loaded: the customer's persisted
 * cart (persistedCartMetafield) is loaded and the guest cart's lines merged into it, or the guest
 * cart is linked to them when the persisted one cannot be loaded (lib/cart restoreCartAtSignIn).
 */
export async function mergeGuestCartAfterSignIn(customer: Customer, queryClient: QueryClient): Promise<void> {
  await restoreCartAtSignIn(queryClient, customer.persistedCartMetafield?.value ?? null);
}

/** Called during logout before the session ends: the cart cookie, guest id and recent-checkout flag go. */
export async function resetCartAfterSignOut(queryClient: QueryClient): Promise<void> {
  resetCartAtSignOut(queryClient);
}

/**
 * SPEC §2: after sign-in a shopper who acknowledged the autoship terms before being asked to sign
 * in goes on to checkout, as long as there is still a cart to check out.
 */
export function acknowledgedCheckoutLink(): string | null {
  return readFtcAcknowledged() && readCartId() !== null ? CHECKOUT_PATH : null;
}
