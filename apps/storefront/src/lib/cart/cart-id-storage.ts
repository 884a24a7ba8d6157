import { CART_COOKIE, cartIdOf } from '@shop/cart';
import { deleteCookie, readCookie, writeCookie } from '../browser/cookies';
import { readStoredText, writeStored } from '../browser/local-storage';

/** SPEC §3 local storage key holding a guest's cart id, the cart merged at sign-in. */
export const GUEST_CART_KEY = 'guest_col_cart_id';
/**
 * Set when the shopper heads to checkout with this cart, cleared at logout (SPEC §4 'the cookie
 * and the recent-checkout flag are cleared'), so a shared browser never resumes someone's checkout.
 */
export const RECENT_CHECKOUT_KEY = 'col_recent_checkout';

/** A month, like the other shop cookies: the server keeps the cart, the cookie only finds it. */
const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The current cart's id: the cookie, else the guest's stored id; null without a cart. */
export function readCartId(): string | null {
  return cartIdOf(readCookie(CART_COOKIE)) ?? cartIdOf(readStoredText(GUEST_CART_KEY));
}

/** The guest cart's id as stored before sign-in; null when this browser had none. */
export function readGuestCartId(): string | null {
  return cartIdOf(readStoredText(GUEST_CART_KEY));
}

/**
 * Rewrites the cookie from a cart answer (SPEC §4 'every successful cart response ... rewrites the
 * cart cookie'); a guest's id is kept in local storage too, a customer's is not (theirs is found
 * again through the persisted cart metafield, and must not be merged into someone else's at sign-in).
 */
export function storeCartId(id: string, { guest }: { guest: boolean }): void {
  writeCookie(CART_COOKIE, id, CART_COOKIE_MAX_AGE_SECONDS);
  writeStored(GUEST_CART_KEY, guest ? id : null);
}

/** Forgets the cart in this browser: the cookie and the guest's stored id. */
export function forgetCartId(): void {
  deleteCookie(CART_COOKIE);
  writeStored(GUEST_CART_KEY, null);
}

export function markRecentCheckout(cartId: string): void {
  writeStored(RECENT_CHECKOUT_KEY, cartId);
}

export function clearRecentCheckout(): void {
  writeStored(RECENT_CHECKOUT_KEY, null);
}
