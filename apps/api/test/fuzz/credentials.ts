import type { Rng } from './prng';

/**
 * How the fuzz authenticates, one entry per OpenAPI security scheme name. The generator looks a
 * secured operation's schemes up here and refuses to run without an entry, so a new scheme
 * cannot silently go unfuzzed.
 *
 * Adding one: the accounts work adds `session` here (sign a test user in before the run, then
 * `accepted` returns its cookie or bearer token, `refused` an expired, a foreign and a missing
 * one). Per-operation headers that are not credentials (an `Idempotency-Key` on money-moving
 * calls) belong in `PlanOptions.extraHeaders`, or in the document as a header parameter, which
 * the generator fills by itself.
 */
export interface SchemeCredentials {
  /** Headers of a caller the scheme lets in. */
  accepted(rng: Rng): Record<string, string>;
  /** Callers it must turn away (missing, malformed, wrong), each with a label for reports. */
  refused: ReadonlyArray<{ label: string; headers: Record<string, string> }>;
}

export type CredentialTable = Readonly<Record<string, SchemeCredentials>>;

/** An `http` `bearer` scheme with one valid token (the operator's, today). */
export function bearerCredentials(token: string): SchemeCredentials {
  const authorization = (value: string) => ({ authorization: value });
  return {
    accepted: () => authorization(`Bearer ${token}`),
    refused: [
      { label: 'no Authorization header', headers: {} },
      { label: 'Bearer without a token', headers: authorization('Bearer') },
      { label: 'wrong token', headers: authorization(`Bearer ${'w'.repeat(token.length)}`) },
      { label: 'token with one character more', headers: authorization(`Bearer ${token}x`) },
      { label: 'token minus its last character', headers: authorization(`Bearer ${token.slice(0, -1)}`) },
      { label: 'token twice', headers: authorization(`Bearer ${token} ${token}`) },
      {
        label: 'Basic scheme with the token',
        headers: authorization(`Basic ${Buffer.from(`x:${token}`).toString('base64')}`),
      },
      { label: '8 KB token', headers: authorization(`Bearer ${'t'.repeat(8192)}`) },
    ],
  };
}
