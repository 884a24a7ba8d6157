import type { QueryClient } from '@tanstack/react-query';
import type { Customer } from './session-queries';

/*
 * Where signing in and out meet the cart (SPEC §4 'Login' and 'Cart lifecycle'). The cart does not
 * exist in the storefront yet; the cart issue fills these three functions in (and may move them into
 * a registry if the cart feature should own them). Until then they do nothing and say so: there is
 * no guest cart to merge, no persisted cart to restore and no checkout link to return to.
 */

/**
 * HOOK POINT for the cart issue, called right after a successful sign-in, once the customer is
 * loaded: load the customer's persisted cart (persistedCartMetafield) and merge the guest cart's
 * lines into it (SPEC §4 'Login': 'load the customer and persisted cart, and merge guest cart
 * lines'). Not implemented yet: the storefront has no cart.
 */
export async function mergeGuestCartAfterSignIn(
  _customer: Customer,
  _queryClient: QueryClient,
): Promise<void> {
  // Intentionally empty until the cart issue lands; see the comment above.
}

/**
 * HOOK POINT for the cart issue, called during logout before the session ends: clear the cart
 * cookie and the recent-checkout flag (SPEC §4 'Cart lifecycle', 'On logout'). Not implemented yet.
 */
export async function resetCartAfterSignOut(_queryClient: QueryClient): Promise<void> {
  // Intentionally empty until the cart issue lands; see the comment above.
}

/**
 * HOOK POINT for the cart issue: the checkout link to return to after sign-in when the shopper
 * acknowledged checkout before being asked to sign in (SPEC §2, post-login target). Null until the
 * cart issue provides one.
 */
export function acknowledgedCheckoutLink(): string | null {
  return null;
}
