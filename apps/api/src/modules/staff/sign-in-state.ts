import { z } from 'zod';

/** How long a sign-in may take at the provider before its state is refused. */
export const SIGN_IN_STATE_TTL_SECONDS = 600;

/** The cookie that carries a pending sign-in from /login to /callback. */
export const SIGN_IN_STATE_COOKIE = 'staff_sign_in';

/** What the callback needs to finish a sign-in the login call started. */
export interface SignInState {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  /** Epoch milliseconds after which the state is refused. */
  expiresAt: number;
}

const stateSchema = z.object({
  state: z.string().min(1).max(200),
  nonce: z.string().min(1).max(200),
  codeVerifier: z.string().min(43).max(128),
  returnTo: z.string().max(2048),
  expiresAt: z.number().int(),
});

export interface Signer {
  sign(value: string): string;
  verify(value: string, signature: string): boolean;
}

/**
 * The pending sign-in as a cookie value: base64url JSON and an HMAC over it (the identity module's
 * signing secret), so a browser can carry it but not change it. The PKCE verifier in it is only
 * useful with the code the provider sends to this same browser; state and nonce bind the answer
 * to this request and its ID token to this sign-in.
 */
export function encodeSignInState(state: SignInState, signer: Signer): string {
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${payload}.${signer.sign(`staff-sign-in:${payload}`)}`;
}

/** The state a cookie carries, or null when it is missing, forged, malformed or expired. */
export function decodeSignInState(value: string | undefined, signer: Signer, now: Date): SignInState | null {
  if (!value) return null;
  const [payload, signature, extra] = value.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  if (!signer.verify(`staff-sign-in:${payload}`, signature)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const result = stateSchema.safeParse(parsed);
  if (!result.success || result.data.expiresAt <= now.getTime()) return null;
  return result.data;
}
