import { createHmac } from 'node:crypto';
import { decodeSignInState, encodeSignInState, type SignInState, type Signer } from './sign-in-state';

const signer: Signer = {
  sign: (value) => createHmac('sha256', 'k').update(value).digest('base64url'),
  verify: (value, signature) => createHmac('sha256', 'k').update(value).digest('base64url') === signature,
};
const now = new Date('2025-06-01T12:00:00Z');
const state: SignInState = {
  state: 'st',
  nonce: 'no',
  codeVerifier: 'v'.repeat(43),
  returnTo: '/products?x=1',
  expiresAt: now.getTime() + 60_000,
};

describe('sign-in state cookie', () => {
  it('round-trips the state', () => {
    expect(decodeSignInState(encodeSignInState(state, signer), signer, now)).toEqual(state);
  });

  it('refuses a changed payload or signature', () => {
    const [payload, signature] = encodeSignInState(state, signer).split('.');
    const forged = Buffer.from(JSON.stringify({ ...state, returnTo: '//evil.example' })).toString(
      'base64url',
    );
    expect(decodeSignInState(`${forged}.${signature}`, signer, now)).toBeNull();
    expect(decodeSignInState(`${payload}.${signature.slice(1)}x`, signer, now)).toBeNull();
    expect(decodeSignInState(`${payload}.${signature}.x`, signer, now)).toBeNull();
  });

  it('refuses an expired state', () => {
    const value = encodeSignInState(state, signer);
    expect(decodeSignInState(value, signer, new Date(state.expiresAt))).toBeNull();
  });

  it('refuses garbage', () => {
    for (const value of [undefined, '', '.', 'abc', 'a.b'])
      expect(decodeSignInState(value, signer, now)).toBeNull();
  });
});
