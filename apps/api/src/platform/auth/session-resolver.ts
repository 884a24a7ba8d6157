import type { ResolvedSession } from './resolved-session';

/**
 * Where the authenticator looks a presented token up. The platform checks credentials the same way
 * for every module but owns no sessions: the module that stores them (identity) provides this under
 * SESSION_RESOLVER, so no module has to import identity to sign a caller in.
 */
export interface SessionResolver {
  /** The live session of a token, or null for an unknown, expired or revoked one. */
  resolve(token: string): Promise<ResolvedSession | null>;
}

/** Injection token of the SessionResolver; see AuthModule.forRoot. */
export const SESSION_RESOLVER = Symbol('SessionResolver');
