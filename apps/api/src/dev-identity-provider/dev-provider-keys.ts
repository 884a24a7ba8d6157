import { createECDH, createHash, hkdfSync } from 'node:crypto';

function base64url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'development identity provider', purpose, 32));
}

/**
 * The development provider's ES256 signing key, derived from a secret rather than generated, so ID
 * tokens issued before a restart still verify after it (the shop sends one as id_token_hint when a
 * member logs out). Development only: anyone who knows the secret can mint tokens.
 */
export function devSigningKey(secret: string): Record<string, string> {
  const d = derive(secret, 'ES256 signing key');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey();
  const x = point.subarray(1, 33);
  const y = point.subarray(33, 65);
  return {
    kty: 'EC',
    crv: 'P-256',
    d: base64url(d),
    x: base64url(x),
    y: base64url(y),
    use: 'sig',
    alg: 'ES256',
    kid: createHash('sha256').update(point).digest('base64url').slice(0, 16),
  };
}

/** Keys for the provider's signed cookies, derived from the same secret. */
export function devCookieKeys(secret: string): string[] {
  return [derive(secret, 'cookie keys').toString('base64url')];
}
