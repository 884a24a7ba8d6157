/** SPEC §3: the cookie holding the current cart's id, written by the storefront, read by multipass. */
export const CART_COOKIE = 'col_cart_id';

/** Cart ids are 'gid://shop/Cart/{token}'; anything else in the cookie was not written by the shop. */
const CART_ID_PATTERN = /^gid:\/\/shop\/Cart\/[A-Za-z0-9_-]{1,80}$/;

/**
 * The cart id a cookie value holds, or null for anything the shop did not write there. Values may
 * arrive percent-encoded (a browser's document.cookie keeps what was written, and servers and
 * proxies differ), so one decoding is tried before the shape is checked.
 */
export function cartIdOf(value: string | null | undefined): string | null {
  if (!value) return null;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  return CART_ID_PATTERN.test(decoded) ? decoded : null;
}
