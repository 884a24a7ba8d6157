import { Injectable } from '@nestjs/common';
import type { SiteId } from '@shop/identity';
import { WindowCounters, type WindowCounter } from '../../../platform/rate-limit/window-counters';
import { tooManyAttempts } from '../identity-errors';

const FIFTEEN_MINUTES_MS = 15 * 60_000;
/** Failed sign-ins per account in the window: a person mistyping gets there only by insisting. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Failed sign-ins per client address in the window: more than one person may share an address. */
export const CLIENT_FAILURE_LIMIT = 20;

/**
 * Login throttling: 5 failures in 15 minutes per account and 20 per client address, then 429
 * TOO_MANY_ATTEMPTS until the window ends. Per account stops guessing one person's password from
 * many addresses; per address stops trying one common password on many accounts. Unknown
 * addresses count like known ones, so throttling tells nothing about which exist.
 */
@Injectable()
export class SignInAttempts {
  private readonly perAccount: WindowCounter;
  private readonly perClient: WindowCounter;

  constructor(counters: WindowCounters) {
    this.perAccount = counters.counter('signin-account', ACCOUNT_FAILURE_LIMIT, FIFTEEN_MINUTES_MS);
    this.perClient = counters.counter('signin-client', CLIENT_FAILURE_LIMIT, FIFTEEN_MINUTES_MS);
  }

  /** Throws 429 when the account or the client address has failed too often. */
  async assertAllowed(site: SiteId, email: string, clientAddress: string): Promise<void> {
    const [account, client] = await Promise.all([
      this.perAccount.blocked(accountKey(site, email)),
      this.perClient.blocked(clientAddress),
    ]);
    const wait = Math.max(account?.retryAfterSeconds ?? 0, client?.retryAfterSeconds ?? 0);
    if (wait > 0) throw tooManyAttempts(wait);
  }

  async failed(site: SiteId, email: string, clientAddress: string): Promise<void> {
    await Promise.all([
      this.perAccount.record(accountKey(site, email)),
      this.perClient.record(clientAddress),
    ]);
  }

  /** A successful sign-in starts the account's count again (the address keeps its own). */
  async succeeded(site: SiteId, email: string): Promise<void> {
    await this.perAccount.clear(accountKey(site, email));
  }
}

function accountKey(site: SiteId, email: string): string {
  return `${site}:${email}`;
}
