import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes in base64url: 43 characters, 256 bits of entropy. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new opaque token for a session or a password reset. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether a presented value can be a token at all; anything else is refused without a query. */
export function isOpaqueToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/**
 * What is stored instead of the token. A plain SHA-256 suffices: the token has 256 bits of
 * entropy, so there is nothing to guess and no reason for a slow hash.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
