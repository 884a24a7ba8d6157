import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { customerGid, nextIdleExpiry, sessionNeedsTouch, sessionState, type SiteId } from '@shop/identity';
import { Clock } from '../../../platform/clock/clock';
import type { Env } from '../../../platform/config/env.schema';
import type { Caller, ResolvedSession, SessionResolver } from '../../../platform/auth';
import type { CustomerKind } from '../customers/customer-record';
import type { SessionRow } from '../identity.schema';
import { SessionInvalidation, type SessionChange } from './session-invalidation';
import { SessionLookupCache } from './session-lookup-cache';
import { SessionsRepository } from './sessions.repository';
import { isOpaqueToken, newOpaqueToken, tokenHash } from './session-token';

/** Enough for every live session of a busy process; the coldest are dropped first. */
const SESSION_CACHE_ENTRIES = 20_000;

/** A session just made: the token exists only here and in the answer to the client. */
export interface IssuedSession {
  token: string;
  sessionId: string;
  customerId: string;
  site: SiteId;
  /** When it ends if unused (idle expiry). */
  expiresAt: Date;
  /** When it ends however often it is used. */
  absoluteExpiresAt: Date;
}

/**
 * Sessions of signed-in customers: opaque random tokens, stored as SHA-256 only, with an idle and
 * an absolute expiry (SESSION_IDLE_SECONDS, SESSION_ABSOLUTE_SECONDS). Every sign-in gets a new
 * token (never one the client proposed), so a token planted before sign-in is worth nothing
 * after it. Resolving a token is one indexed query (session joined to its customer), kept for
 * SESSION_CACHE_SECONDS in this process (SessionLookupCache); the last use is written back at
 * most once a minute. Every revocation is announced (SessionInvalidation), so it drops the cached
 * look-ups of every process at once.
 */
@Injectable()
export class SessionService implements SessionResolver {
  private readonly idleSeconds: number;
  private readonly absoluteSeconds: number;
  private readonly cache: SessionLookupCache;

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly clock: Clock,
    private readonly invalidation: SessionInvalidation,
    config: ConfigService<Env, true>,
  ) {
    this.idleSeconds = config.get('SESSION_IDLE_SECONDS', { infer: true });
    this.absoluteSeconds = config.get('SESSION_ABSOLUTE_SECONDS', { infer: true });
    this.cache = new SessionLookupCache(
      config.get('SESSION_CACHE_SECONDS', { infer: true }) * 1000,
      SESSION_CACHE_ENTRIES,
    );
    invalidation.listen((change) => this.forget(change));
  }

  /** The absolute lifetime of a new session, in seconds (the cookie's Max-Age). */
  get absoluteLifetimeSeconds(): number {
    return this.absoluteSeconds;
  }

  /**
   * A new session for a customer on a site; always a new token. Staff sessions keep the provider's
   * ID token and access token with them.
   */
  async start(
    customerId: string,
    site: SiteId,
    options: { idToken?: string; accessToken?: string } = {},
  ): Promise<IssuedSession> {
    const now = this.clock.now();
    const absoluteExpiresAt = new Date(now.getTime() + this.absoluteSeconds * 1000);
    return this.insert(customerId, site, now, absoluteExpiresAt, {
      idToken: options.idToken ?? null,
      accessToken: options.accessToken ?? null,
    });
  }

  /** The caller a token belongs to, or null when it is unknown, revoked or expired. */
  async resolve(token: string): Promise<ResolvedSession | null> {
    if (!isOpaqueToken(token)) return null;
    const hash = tokenHash(token);
    const now = this.clock.now();
    let found = this.cache.get(hash, now.getTime());
    // A cached row may be older than an extension made since (here or in another process), so
    // only the database's row may end a session.
    if (!found || sessionState(found.session, now) !== 'active') {
      found = await this.sessions.withCustomerByTokenHash(hash);
      if (!found || sessionState(found.session, now) !== 'active') {
        if (found) this.cache.forgetSession(found.session.id);
        return null;
      }
      this.cache.set(hash, found, now.getTime());
    }
    const { session } = found;
    let expiresAt = session.idleExpiresAt;
    if (sessionNeedsTouch(session.lastSeenAt, now)) {
      expiresAt = nextIdleExpiry(now, this.idleSeconds, session.absoluteExpiresAt);
      // Not touched means revoked meanwhile (by a process whose announcement this one missed).
      if (!(await this.sessions.touch(session.id, now, expiresAt))) {
        this.cache.forgetSession(session.id);
        return null;
      }
      this.cache.update(hash, { ...session, lastSeenAt: now, idleExpiresAt: expiresAt });
    }
    return {
      caller: callerOf(session, found.kind),
      expiresAt,
      absoluteExpiresAt: session.absoluteExpiresAt,
      sapAccountGroup: found.sapAccountGroup,
      shipTo: found.shipTo,
    };
  }

  /**
   * Pushes a live session's idle expiry to its maximum now (the storefront's refresh after
   * activity); null when the session is no longer live.
   */
  async extend(sessionId: string): Promise<{ expiresAt: Date; absoluteExpiresAt: Date } | null> {
    const session = await this.sessions.byId(sessionId);
    const now = this.clock.now();
    if (!session || sessionState(session, now) !== 'active') return null;
    const expiresAt = nextIdleExpiry(now, this.idleSeconds, session.absoluteExpiresAt);
    if (!(await this.sessions.touch(session.id, now, expiresAt))) return null;
    this.cache.forgetSession(session.id);
    return { expiresAt, absoluteExpiresAt: session.absoluteExpiresAt };
  }

  /**
   * Replaces a live session's token: a new session for the same customer, site and provider tokens, with
   * the same absolute expiry (rotating never makes a session outlive its sign-in), and the old
   * one revoked at once. Null when the old one is no longer live.
   */
  async rotate(sessionId: string): Promise<IssuedSession | null> {
    const old = await this.sessions.byId(sessionId);
    const now = this.clock.now();
    if (!old || sessionState(old, now) !== 'active') return null;
    // Read before the revocation, which clears it.
    const accessToken = await this.sessions.accessTokenOf(old.id);
    if (!(await this.sessions.revoke(old.id, now))) return null;
    await this.invalidation.announce({ sessionId: old.id });
    return this.insert(old.customerId, old.site, now, old.absoluteExpiresAt, {
      idToken: old.idToken,
      accessToken,
    });
  }

  /**
   * The identity provider's access token a live session holds (staff), or null: the bearer of the
   * provider's profile-hub session DELETE at logout. Read it before revoking: a revoked session
   * keeps none.
   */
  providerAccessToken(sessionId: string): Promise<string | null> {
    return this.sessions.accessTokenOf(sessionId);
  }

  /** Ends one session; true when it was live. */
  async revoke(sessionId: string): Promise<boolean> {
    const revoked = await this.sessions.revoke(sessionId, this.clock.now());
    await this.invalidation.announce({ sessionId });
    return revoked;
  }

  /** Ends every session of a customer (after a password reset); how many were live. */
  async revokeAllOf(customerId: string): Promise<number> {
    const revoked = await this.sessions.revokeAllOf(customerId, this.clock.now());
    await this.invalidation.announce({ customerId });
    return revoked;
  }

  private forget(change: SessionChange): void {
    if ('sessionId' in change) this.cache.forgetSession(change.sessionId);
    else if ('customerId' in change) this.cache.forgetCustomer(change.customerId);
    else this.cache.clear();
  }

  private async insert(
    customerId: string,
    site: SiteId,
    now: Date,
    absoluteExpiresAt: Date,
    providerTokens: { idToken: string | null; accessToken: string | null },
  ): Promise<IssuedSession> {
    const token = newOpaqueToken();
    const expiresAt = nextIdleExpiry(now, this.idleSeconds, absoluteExpiresAt);
    const row = await this.sessions.insert({
      tokenHash: tokenHash(token),
      customerId,
      site,
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: expiresAt,
      absoluteExpiresAt,
      ...providerTokens,
    });
    return { token, sessionId: row.id, customerId, site, expiresAt, absoluteExpiresAt };
  }
}

function callerOf(session: SessionRow, kind: CustomerKind): Caller {
  return {
    customerId: session.customerId,
    publicId: customerGid(session.customerId),
    site: session.site,
    kind,
    sessionId: session.id,
    ...(session.idToken ? { idToken: session.idToken } : {}),
  };
}
