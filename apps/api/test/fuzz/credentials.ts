import type { Rng } from './prng';

/**
 * How the fuzz authenticates, one entry per OpenAPI security scheme name. The generator looks a
 * secured operation's schemes up here and refuses to run without an entry, so a new scheme
 * cannot silently go unfuzzed.
 *
 * `session` (signed-in calls) is `sessionCredentials` below, over sessions made before the run.
 * Per-operation headers that are not credentials (an `Idempotency-Key` on money-moving
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

/**
 * The `session` scheme: Bearer session tokens. `accepted` picks one of many live sessions, because
 * the run itself ends some (logout, a forced refresh revokes the old token); a request that meets
 * an ended one gets 401, which the checks allow, and the next one likely finds a live one.
 * `refused` are callers that must never get a 2xx: no token, a revoked one, an expired one, a
 * malformed one. (A session of the other site is not among them: the fuzz sends every request to
 * both sites' hosts, so such a token is valid for half of them.)
 */
export function sessionCredentials(sessions: {
  live: readonly string[];
  revoked: string;
  /** Absent over HTTP, where no client can make one (it needs the server's clock moved). */
  expired?: string;
}): SchemeCredentials {
  const authorization = (value: string) => ({ authorization: value });
  return {
    accepted: (rng) => authorization(`Bearer ${rng.pick(sessions.live)}`),
    refused: [
      { label: 'no session token', headers: {} },
      { label: 'revoked session token', headers: authorization(`Bearer ${sessions.revoked}`) },
      ...(sessions.expired === undefined
        ? []
        : [{ label: 'expired session token', headers: authorization(`Bearer ${sessions.expired}`) }]),
      { label: 'unknown session token', headers: authorization(`Bearer ${'A'.repeat(43)}`) },
      {
        label: 'session token minus a character',
        headers: authorization(`Bearer ${sessions.revoked.slice(0, -1)}`),
      },
      { label: 'session token as a Basic credential', headers: authorization(`Basic ${sessions.revoked}`) },
    ],
  };
}
