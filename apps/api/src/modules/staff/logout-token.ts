import { constants, createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';

/** The event a back-channel logout token announces (OpenID Connect Back-Channel Logout 1.0 §2.4). */
export const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/** How far the token's iat may be from our clock. */
const MAX_AGE_SECONDS = 300;

/** Signature algorithms accepted, with how Node verifies each. */
const ALGORITHMS: Record<string, { hash: string; kty: string; options?: object }> = {
  RS256: { hash: 'sha256', kty: 'RSA' },
  PS256: {
    hash: 'sha256',
    kty: 'RSA',
    options: { padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: constants.RSA_PSS_SALTLEN_DIGEST },
  },
  ES256: { hash: 'sha256', kty: 'EC', options: { dsaEncoding: 'ieee-p1363' } },
};

export interface LogoutTokenExpectations {
  issuer: string;
  clientId: string;
  /** The provider's published keys (its jwks_uri). */
  keys: JsonWebKey[];
  now: Date;
}

/** Who the provider signed out: its subject and session id (either may be absent, not both). */
export interface LogoutTokenClaims {
  sub?: string;
  sid?: string;
}

export class InvalidLogoutTokenError extends Error {}

function part<T>(segment: string): T {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as T;
  } catch {
    throw new InvalidLogoutTokenError('the token is not a JWT');
  }
}

function keyFor(keys: JsonWebKey[], kid: string | undefined, kty: string): KeyObject {
  const candidates = keys.filter(
    (key) =>
      key.kty === kty &&
      (kid === undefined || key.kid === kid) &&
      (key.use === undefined || key.use === 'sig'),
  );
  if (candidates.length !== 1) throw new InvalidLogoutTokenError('no single signing key matches the token');
  return createPublicKey({ key: candidates[0], format: 'jwk' });
}

/**
 * Checks a back-channel logout token (OpenID Connect Back-Channel Logout 1.0 §2.6): a signature
 * by one of the provider's keys, our issuer and client, a recent iat, the logout event, no nonce,
 * and a sub or sid. Throws InvalidLogoutTokenError saying what failed. Node's crypto does the
 * signature (RS256, PS256, ES256), so no JOSE package beyond the OIDC client is needed.
 */
export function verifyLogoutToken(token: string, expected: LogoutTokenExpectations): LogoutTokenClaims {
  const segments = token.split('.');
  if (segments.length !== 3) throw new InvalidLogoutTokenError('the token is not a signed JWT');
  const [headerSegment, payloadSegment, signatureSegment] = segments;
  const header = part<{ alg?: unknown; kid?: unknown }>(headerSegment);
  const algorithm = typeof header.alg === 'string' ? ALGORITHMS[header.alg] : undefined;
  if (!algorithm) throw new InvalidLogoutTokenError(`unsupported algorithm ${String(header.alg)}`);
  const key = keyFor(expected.keys, typeof header.kid === 'string' ? header.kid : undefined, algorithm.kty);
  const signed = verify(
    algorithm.hash,
    Buffer.from(`${headerSegment}.${payloadSegment}`),
    { key, ...algorithm.options },
    Buffer.from(signatureSegment, 'base64url'),
  );
  if (!signed) throw new InvalidLogoutTokenError('the signature does not verify');

  const claims = part<Record<string, unknown>>(payloadSegment);
  if (claims.iss !== expected.issuer) throw new InvalidLogoutTokenError('wrong issuer');
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(expected.clientId)) throw new InvalidLogoutTokenError('wrong audience');
  const nowSeconds = Math.floor(expected.now.getTime() / 1000);
  if (typeof claims.iat !== 'number' || Math.abs(nowSeconds - claims.iat) > MAX_AGE_SECONDS)
    throw new InvalidLogoutTokenError('iat is missing or too far from now');
  if (typeof claims.exp === 'number' && claims.exp < nowSeconds) throw new InvalidLogoutTokenError('expired');
  const events = claims.events;
  if (!events || typeof events !== 'object' || !(BACKCHANNEL_LOGOUT_EVENT in events))
    throw new InvalidLogoutTokenError('not a logout event');
  if ('nonce' in claims) throw new InvalidLogoutTokenError('a logout token carries no nonce');
  const sub = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : undefined;
  const sid = typeof claims.sid === 'string' && claims.sid !== '' ? claims.sid : undefined;
  if (!sub && !sid) throw new InvalidLogoutTokenError('neither sub nor sid');
  return { sub, sid };
}
