import { Injectable } from '@nestjs/common';
import { sessionCacheKey } from '@shop/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SharedCache } from '../../../platform/cache/shared-cache';
import { Clock } from '../../../platform/clock/clock';
import { SessionAuthenticator, signedOut } from '../../../platform/auth';
import { CustomersService } from '../customers/customers.service';
import type { SessionAnswerDto } from '../dto/session-answer.dto';
import { SessionCookies } from './session-cookies';
import { SessionService, type IssuedSession } from './session.service';
import { sessionAnswer } from '../customers/sign-in.service';

/**
 * What happens to a session after sign-in: refresh (SPEC §4: the token is refreshed on
 * navigation, and forcibly after the inactivity alert's 'Continue'), and sign-out.
 */
@Injectable()
export class SessionLifecycleService {
  constructor(
    private readonly sessions: SessionService,
    private readonly authenticator: SessionAuthenticator,
    private readonly customers: CustomersService,
    private readonly cookies: SessionCookies,
    private readonly cache: SharedCache,
    private readonly clock: Clock,
  ) {}

  /** A new session for a signed-in customer, with its cookie; ends the one this browser had. */
  async begin(request: FastifyRequest, reply: FastifyReply, issued: IssuedSession): Promise<void> {
    const previous = await this.authenticator.presented(request);
    if (previous) await this.end(previous.caller.sessionId);
    this.cookies.setSession(request, reply, issued.token, this.secondsUntil(issued.absoluteExpiresAt));
  }

  /**
   * Extends the caller's session (idle expiry moved on), or with `rotate` replaces its token: the
   * answer and the cookie carry the new one, and the old one stops working at once.
   */
  async refresh(request: FastifyRequest, reply: FastifyReply, rotate: boolean): Promise<SessionAnswerDto> {
    const current = request.session;
    const token = this.authenticator.presentedToken(request);
    if (!current || !token) throw signedOut();
    const { sessionId, customerId } = current.caller;
    const customer = await this.customers.rowById(customerId);
    if (!customer) throw signedOut();
    let session: Pick<IssuedSession, 'token' | 'sessionId' | 'expiresAt' | 'absoluteExpiresAt'> | null;
    if (rotate) {
      session = await this.sessions.rotate(sessionId);
      // The old session's cache entry belongs to a session that no longer exists.
      if (session) await this.cache.delete(sessionCacheKey(sessionId));
    } else {
      const extended = await this.sessions.extend(sessionId);
      session = extended && { token, sessionId, ...extended };
    }
    if (!session) throw signedOut();
    this.cookies.setSession(request, reply, session.token, this.secondsUntil(session.absoluteExpiresAt));
    return sessionAnswer(session, customer);
  }

  /** Ends the caller's session if there is one, and clears its cookies either way. */
  async signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const signedIn = await this.authenticator.optionalRefusingCsrf(request);
    if (signedIn) await this.end(signedIn.session.caller.sessionId);
    this.cookies.clearAll(request, reply);
  }

  private async end(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId);
    await this.cache.delete(sessionCacheKey(sessionId));
  }

  private secondsUntil(at: Date): number {
    return Math.max(0, Math.ceil((at.getTime() - this.clock.now().getTime()) / 1000));
  }
}
