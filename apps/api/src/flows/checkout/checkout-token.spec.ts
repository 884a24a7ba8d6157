import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  isCheckoutTokenExpired,
  readCheckoutToken,
  signCheckoutToken,
  type CheckoutClaims,
  type TokenSigner,
} from './checkout-token';

function signerWith(key: string): TokenSigner {
  const sign = (value: string) => createHmac('sha256', key).update(value).digest('base64url');
  return {
    sign,
    verify: (value, signature) => {
      const a = Buffer.from(sign(value));
      const b = Buffer.from(signature);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}

const signer = signerWith('k'.repeat(32));
const claims: CheckoutClaims = {
  cartId: 'gid://shop/Cart/abcDEF123_-xyz',
  site: 'DTC',
  customerId: '0b6a4f38-5a1e-4c1c-9c55-3f0f6a2b1c11',
  expiresAt: Date.UTC(2026, 0, 1, 12, 30),
};

describe('checkout token', () => {
  it('gives back the claims it was signed with, guests included', () => {
    expect(readCheckoutToken(signCheckoutToken(claims, signer), signer)).toEqual(claims);
    const guest = { ...claims, customerId: null, site: 'HPSF' as const };
    expect(readCheckoutToken(signCheckoutToken(guest, signer), signer)).toEqual(guest);
  });

  it('refuses a token signed with another key', () => {
    const other = signCheckoutToken(claims, signerWith('o'.repeat(32)));
    expect(readCheckoutToken(other, signer)).toBeNull();
  });

  it('refuses altered claims: another cart, customer or expiry under the old signature', () => {
    const [, signature] = signCheckoutToken(claims, signer).split('.');
    for (const changed of [
      { ...claims, cartId: 'gid://shop/Cart/someoneElse' },
      { ...claims, customerId: null },
      { ...claims, expiresAt: claims.expiresAt + 3_600_000 },
      { ...claims, site: 'HPSF' as const },
    ]) {
      const [payload] = signCheckoutToken(changed, signer).split('.');
      expect(readCheckoutToken(`${payload}.${signature}`, signer)).toBeNull();
    }
  });

  it('refuses malformed tokens without throwing', () => {
    const good = signCheckoutToken(claims, signer);
    for (const bad of [
      '',
      'abc',
      `${good}.extra`,
      good.replace('.', ''),
      'x'.repeat(2000),
      `${good}\u0000`,
      42,
      null,
      { token: good },
    ])
      expect(readCheckoutToken(bad, signer)).toBeNull();
  });

  it('refuses well-signed payloads that are not claims', () => {
    const forge = (payload: object) => {
      const text = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${text}.${signer.sign(`checkout:v1:${text}`)}`;
    };
    expect(
      readCheckoutToken(forge({ c: 'gid://shop/Cart/a', s: 'DTC', u: null, x: 1 }), signer),
    ).not.toBeNull();
    expect(readCheckoutToken(forge({ c: 'cart', s: 'DTC', u: null, x: 1 }), signer)).toBeNull();
    expect(readCheckoutToken(forge({ c: 'gid://shop/Cart/a', s: 'XX', u: null, x: 1 }), signer)).toBeNull();
    expect(readCheckoutToken(forge({ c: 'gid://shop/Cart/a', s: 'DTC', u: 'me', x: 1 }), signer)).toBeNull();
    expect(
      readCheckoutToken(forge({ c: 'gid://shop/Cart/a', s: 'DTC', u: null, x: '1' }), signer),
    ).toBeNull();
  });

  it('expires at its expiry, not a millisecond later', () => {
    expect(isCheckoutTokenExpired(claims, new Date(claims.expiresAt - 1))).toBe(false);
    expect(isCheckoutTokenExpired(claims, new Date(claims.expiresAt))).toBe(true);
  });
});
