import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../errors/app-error';
import type { ResolvedSession } from './resolved-session';
import { SESSION_RESOLVER, type SessionResolver } from './session-resolver';
import { SiteOrigins } from '../site/site-origins';
import { csrfRefused, passesCsrfCheck } from './csrf';
import { presentedToken, type TokenSource } from './session-credentials';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session of a signed-in request; set by SessionGuard (or SessionAuthenticator). */
    session?: ResolvedSession;
  }
}

export interface Authentication {
  session: ResolvedSession;
  source: TokenSource;
}

/**
 * The signed-in session of a request, if any, checked the same way everywhere: the presented
 * token (body, Bearer, cookie) must be live, of this request's site (a cookie sent to the staff
 * site's host does not sign in there), and a cookie-only write must pass the CSRF check.
 */
@Injectable()
export class SessionAuthenticator {
  constructor(
    @Inject(SESSION_RESOLVER) private readonly sessions: SessionResolver,
    readonly origins: SiteOrigins,
  ) {}

  /** The caller's session, or 401 SIGNED_OUT; 403 CSRF_REFUSED for an unproven cookie-only write. */
  async require(request: FastifyRequest): Promise<Authentication> {
    const found = await this.find(request);
    if (found === 'csrf') throw csrfRefused();
    if (!found) throw signedOut();
    request.session = found.session;
    return found;
  }

  /** The caller's session, or null for anyone not properly signed in (never throws). */
  async optional(request: FastifyRequest): Promise<Authentication | null> {
    const found = await this.find(request);
    if (!found || found === 'csrf') return null;
    request.session = found.session;
    return found;
  }

  /** The caller's session or null when signed out; 403 CSRF_REFUSED for an unproven cookie-only write. */
  async optionalRefusingCsrf(request: FastifyRequest): Promise<Authentication | null> {
    const found = await this.find(request);
    if (found === 'csrf') throw csrfRefused();
    if (found) request.session = found.session;
    return found;
  }

  /**
   * The session a request presents, whatever its proof: only for ending it (a new sign-in in
   * this browser replaces it), which a forged request may do no harm with.
   */
  async presented(request: FastifyRequest): Promise<ResolvedSession | null> {
    const presented = presentedToken(request);
    if (!presented) return null;
    const session = await this.sessions.resolve(presented.token);
    return session && session.caller.site === request.siteId ? session : null;
  }

  /** The token the request presented (SessionGuard has checked it). */
  presentedToken(request: FastifyRequest): string | undefined {
    return presentedToken(request)?.token;
  }

  private async find(request: FastifyRequest): Promise<Authentication | 'csrf' | null> {
    const presented = presentedToken(request);
    if (!presented) return null;
    // The CSRF check comes first: a forged request learns nothing, not even whether the cookie is live.
    if (!passesCsrfCheck(request, presented.source, this.origins)) return 'csrf';
    const session = await this.sessions.resolve(presented.token);
    if (!session || session.caller.site !== request.siteId) return null;
    return { session, source: presented.source };
  }
}

export function signedOut(): UnauthorizedError {
  return new UnauthorizedError('SIGNED_OUT', 'Sign in to do this');
}
