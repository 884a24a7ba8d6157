import { randomBytes, randomUUID } from 'node:crypto';

const CART_PREFIX = 'gid://shop/Cart/';
const LINE_PREFIX = 'gid://shop/CartLine/';
const VARIANT_PREFIX = 'gid://shop/ProductVariant/';
/** 16 random bytes in base64url: 22 characters. */
const CART_TOKEN = /^[A-Za-z0-9_-]{22}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A new cart's key: 128 random bits, so a cart id cannot be guessed or enumerated. */
export function newCartToken(): string {
  return randomBytes(16).toString('base64url');
}

/** The public id of a cart ('gid://shop/Cart/{token}'), as the cookie and the metafield keep it. */
export function cartGid(token: string): string {
  return `${CART_PREFIX}${token}`;
}

/**
 * The token inside a public cart id (or a bare token); undefined for anything else, which the
 * service answers as CART_NOT_FOUND like a cart that is someone else's.
 */
export function cartTokenOf(publicId: string): string | undefined {
  const token = publicId.startsWith(CART_PREFIX) ? publicId.slice(CART_PREFIX.length) : publicId;
  return CART_TOKEN.test(token) ? token : undefined;
}

export function newLineId(): string {
  return randomUUID();
}

export function cartLineGid(lineId: string): string {
  return `${LINE_PREFIX}${lineId}`;
}

/** The row id inside a public line id (or a bare UUID); undefined for anything malformed. */
export function cartLineIdOf(publicId: string): string | undefined {
  return uuidAfter(LINE_PREFIX, publicId);
}

/** The variant row id inside a merchandiseId ('gid://shop/ProductVariant/{uuid}' or the bare UUID). */
export function variantIdOf(merchandiseId: string): string | undefined {
  return uuidAfter(VARIANT_PREFIX, merchandiseId);
}

function uuidAfter(prefix: string, publicId: string): string | undefined {
  const id = publicId.startsWith(prefix) ? publicId.slice(prefix.length) : publicId;
  return UUID.test(id) ? id.toLowerCase() : undefined;
}
