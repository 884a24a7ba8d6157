import type { SiteId } from '@shop/identity';

/** Signs and checks values with the shop's key (the Identity module's SigningSecret). */
export interface TokenSigner {
  sign(value: string): string;
  verify(value: string, signature: string): boolean;
}

/** What a checkout link stands for: one cart, on one site, for one customer (null: a guest). */
export interface CheckoutClaims {
  cartId: string;
  site: SiteId;
  customerId: string | null;
  /** When the link stops working (ms since the epoch). */
  expiresAt: number;
}

/** Longest token accepted; a real one is about 200 characters. */
export const CHECKOUT_TOKEN_MAX_LENGTH = 1000;

/** Separates what the signature covers from other uses of the same key (og_auth cookies...). */
const PURPOSE = 'checkout:v1:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CART_ID = /^gid:\/\/shop\/Cart\/[A-Za-z0-9_-]{1,64}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The checkout link's token (SPEC §7 multipass): its claims in base64url JSON, a dot, and an
 * HMAC-SHA256 over them. Nothing is stored: any API process checks it with the shared key, and it
 * stops working at its expiry.
 */
export function signCheckoutToken(claims: CheckoutClaims, signer: TokenSigner): string {
  const payload = Buffer.from(
    JSON.stringify({ c: claims.cartId, s: claims.site, u: claims.customerId, x: claims.expiresAt }),
  ).toString('base64url');
  return `${payload}.${signer.sign(PURPOSE + payload)}`;
}

/**
 * The claims of a token this shop signed, expired or not (the caller decides what expiry means
 * for it); null for anything else: malformed, altered, signed with another key.
 */
export function readCheckoutToken(token: unknown, signer: TokenSigner): CheckoutClaims | null {
  if (typeof token !== 'string' || token.length > CHECKOUT_TOKEN_MAX_LENGTH) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !payload || !signature || !SIGNATURE.test(signature)) return null;
  if (!signer.verify(PURPOSE + payload, signature)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const fields = (raw ?? {}) as Record<string, unknown>;
  const { c, s, u, x } = fields;
  if (typeof c !== 'string' || !CART_ID.test(c)) return null;
  if (s !== 'DTC' && s !== 'HPSF') return null;
  if (u !== null && (typeof u !== 'string' || !UUID.test(u))) return null;
  if (typeof x !== 'number' || !Number.isSafeInteger(x)) return null;
  return { cartId: c, site: s, customerId: u, expiresAt: x };
}

export function isCheckoutTokenExpired(claims: CheckoutClaims, now: Date): boolean {
  return now.getTime() >= claims.expiresAt;
}
