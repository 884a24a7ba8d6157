import type { Caller } from './caller';

/**
 * A live session as the authenticator sees it: the caller, its expiries, and the customer's two
 * registration fields, so the guard decides staff registration without a second query.
 */
export interface ResolvedSession {
  caller: Caller;
  expiresAt: Date;
  absoluteExpiresAt: Date;
  /** Of the customer: staff registration (isRegisteredStaff) and discount eligibility read them. */
  sapAccountGroup: string | null;
  shipTo: string | null;
}
