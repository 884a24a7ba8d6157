import { generateKeyPairSync, sign, type JsonWebKey } from 'node:crypto';
import { BACKCHANNEL_LOGOUT_EVENT, InvalidLogoutTokenError, verifyLogoutToken } from './logout-token';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const jwk = { ...(publicKey.export({ format: 'jwk' }) as JsonWebKey), kid: 'k1', use: 'sig' };
const other = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const now = new Date('2025-06-01T12:00:00Z');
const iat = Math.floor(now.getTime() / 1000);

function token(
  claims: Record<string, unknown>,
  key = privateKey,
  header: Record<string, unknown> = {},
): string {
  const h = Buffer.from(JSON.stringify({ alg: 'ES256', kid: 'k1', typ: 'logout+jwt', ...header })).toString(
    'base64url',
  );
  const p = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = sign('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }).toString(
    'base64url',
  );
  return `${h}.${p}.${signature}`;
}

const good = {
  iss: 'http://staff.localhost:3000/idp',
  aud: 'pro-staff-feeding',
  iat,
  jti: 'j1',
  sub: 'dev-staff-0001',
  sid: 'sid-1',
  events: { [BACKCHANNEL_LOGOUT_EVENT]: {} },
};
const expected = { issuer: good.iss, clientId: good.aud, keys: [jwk], now };

describe('verifyLogoutToken', () => {
  it("accepts the provider's logout token and says who signed out", () => {
    expect(verifyLogoutToken(token(good), expected)).toEqual({ sub: 'dev-staff-0001', sid: 'sid-1' });
  });

  it.each([
    ['a token signed by another key', token(good, other.privateKey)],
    ['another issuer', token({ ...good, iss: 'https://evil.example' })],
    ['another audience', token({ ...good, aud: 'someone-else' })],
    ['an old token', token({ ...good, iat: iat - 3600 })],
    ['a token without the logout event', token({ ...good, events: {} })],
    ['a token with a nonce (an ID token)', token({ ...good, nonce: 'n' })],
    ['a token naming nobody', token({ ...good, sub: undefined, sid: undefined })],
    ['an unsigned token', token(good, privateKey, { alg: 'none' })],
    ['an unknown key id', token(good, privateKey, { kid: 'k2' })],
    ['garbage', 'not.a.jwt'],
    ['two parts', 'a.b'],
  ])('refuses %s', (_label, value) => {
    expect(() => verifyLogoutToken(value, expected)).toThrow(InvalidLogoutTokenError);
  });
});
