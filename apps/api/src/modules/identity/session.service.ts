import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { customerGid, nextIdleExpiry, sessionNeedsTouch, sessionState, type SiteId } from '@shop/identity';
import { Clock } from '../../platform/clock/clock';
import type { Env } from '../../platform/config/env.schema';
import type { Caller } from './auth/caller';
import type { CustomerKind } from './customer-record';
import type { CustomerSessionRow } from './identity.schema';
import { SessionsRepository } from './sessions.repository';
import { isOpaqueToken, newOpaqueToken, tokenHash } from './session-token';

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

/** A live session found by its token. */
export interface ResolvedSession {
  caller: Caller;
  expiresAt: Date;
  absoluteExpiresAt: Date;
  /** Of the customer: staff registration (isRegisteredStaff) and discount eligibility read them. */
  sapAccountGroup: string | null;
  shipTo: string | null;
}

/**
 * Sessions of signed-in customers: opaque random tokens, stored as SHA-256 only, with an idle and
 * an absolute expiry (SESSION_IDLE_SECONDS, SESSION_ABSOLUTE_SECONDS). Every sign-in gets a new
 * token (never one the client proposed), so a token planted before sign-in is worth nothing
 * after it. Resolving a token is one indexed query (session joined to its customer); the last
 * use is written back at most once a minute. There is no cache in front, so a revocation is
 * seen by every process at once.
 */
@Injectable()
export class SessionService {
  private readonly idleSeconds: number;
  private readonly absoluteSeconds: number;

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly clock: Clock,
    config: ConfigService<Env, true>,
  ) {
    this.idleSeconds = config.get('SESSION_IDLE_SECONDS', { infer: true });
    this.absoluteSeconds = config.get('SESSION_ABSOLUTE_SECONDS', { infer: true });
  }

  /** The absolute lifetime of a new session, in seconds (the cookie's Max-Age). */
  get absoluteLifetimeSeconds(): number {
    return this.absoluteSeconds;
  }

  /** A new session for a customer on a site; always a new token. */
  async start(customerId: string, site: SiteId, options: { idToken?: string } = {}): Promise<IssuedSession> {
    const now = this.clock.now();
    const absoluteExpiresAt = new Date(now.getTime() + this.absoluteSeconds * 1000);
    return this.insert(customerId, site, now, absoluteExpiresAt, options.idToken ?? null);
  }

  /** The caller a token belongs to, or null when it is unknown, revoked or expired. */
  async resolve(token: string): Promise<ResolvedSession | null> {
    if (!isOpaqueToken(token)) return null;
    const found = await this.sessions.withCustomerByTokenHash(tokenHash(token));
    if (!found) return null;
    const { session } = found;
    const now = this.clock.now();
    if (sessionState(session, now) !== 'active') return null;
    let expiresAt = session.idleExpiresAt;
    if (sessionNeedsTouch(session.lastSeenAt, now)) {
      expiresAt = nextIdleExpiry(now, this.idleSeconds, session.absoluteExpiresAt);
      await this.sessions.touch(session.id, now, expiresAt);
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
    await this.sessions.touch(session.id, now, expiresAt);
    return { expiresAt, absoluteExpiresAt: session.absoluteExpiresAt };
  }

  /**
   * Replaces a live session's token: a new session for the same customer, site and ID token, with
   * the same absolute expiry (rotating never makes a session outlive its sign-in), and the old
   * one revoked at once. Null when the old one is no longer live.
   */
  async rotate(sessionId: string): Promise<IssuedSession | null> {
    const old = await this.sessions.byId(sessionId);
    const now = this.clock.now();
    if (!old || sessionState(old, now) !== 'active') return null;
    if (!(await this.sessions.revoke(old.id, now))) return null;
    return this.insert(old.customerId, old.site, now, old.absoluteExpiresAt, old.idToken);
  }

  /** Ends one session; true when it was live. */
  revoke(sessionId: string): Promise<boolean> {
    return this.sessions.revoke(sessionId, this.clock.now());
  }

  /** Ends every session of a customer (after a password reset); how many were live. */
  revokeAllOf(customerId: string): Promise<number> {
    return this.sessions.revokeAllOf(customerId, this.clock.now());
  }

  private async insert(
    customerId: string,
    site: SiteId,
    now: Date,
    absoluteExpiresAt: Date,
    idToken: string | null,
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
      idToken,
    });
    return { token, sessionId: row.id, customerId, site, expiresAt, absoluteExpiresAt };
  }
}

function callerOf(session: CustomerSessionRow, kind: CustomerKind): Caller {
  return {
    customerId: session.customerId,
    publicId: customerGid(session.customerId),
    site: session.site,
    kind,
    sessionId: session.id,
    ...(session.idToken ? { idToken: session.idToken } : {}),
  };
}
