import { Injectable } from '@nestjs/common';
import {
  OG_AUTH_COOKIE,
  OG_AUTH_MAX_AGE_SECONDS,
  PD_ELIGIBLE_COOKIE,
  SESSION_COOKIE,
  SESSION_HINT_COOKIE,
} from '@shop/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';

interface CookieOptions {
  maxAgeSeconds: number;
  httpOnly: boolean;
  secure: boolean;
}

function serialize(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${value}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'Path=/',
    ...(options.httpOnly ? ['HttpOnly'] : []),
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * The cookies of a session (SPEC §3 'Browser storage'), written with Set-Cookie (no cookie plugin
 * needed for three cookies). The session cookie is HttpOnly (page scripts never see it),
 * SameSite=Lax (not sent on cross-site subrequests and form posts), and Secure whenever the
 * request came over HTTPS (request.protocol, which believes X-Forwarded-Proto only from
 * TRUST_PROXY_HOPS proxies); on plain-HTTP development hosts a Secure cookie would be dropped.
 * Beside it travels the session hint (SESSION_HINT_COOKIE): same lifetime, readable by scripts,
 * holding only a random tag, so the storefront asks who is signed in only when it may be someone.
 */
@Injectable()
export class SessionCookies {
  setSession(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
    const secure = isHttps(request);
    reply.header('set-cookie', serialize(SESSION_COOKIE, token, { maxAgeSeconds, httpOnly: true, secure }));
    reply.header(
      'set-cookie',
      serialize(SESSION_HINT_COOKIE, newHintTag(), { maxAgeSeconds, httpOnly: false, secure }),
    );
  }

  /** og_auth: always Secure and two hours (SPEC §9); HttpOnly, as only the server reads it back. */
  setOgAuth(reply: FastifyReply, value: string): void {
    reply.header(
      'set-cookie',
      serialize(OG_AUTH_COOKIE, value, {
        maxAgeSeconds: OG_AUTH_MAX_AGE_SECONDS,
        httpOnly: true,
        secure: true,
      }),
    );
  }

  /** isEligibleForPd: read by the staff storefront's scripts, so not HttpOnly. */
  setPdEligible(
    request: FastifyRequest,
    reply: FastifyReply,
    eligible: boolean,
    maxAgeSeconds: number,
  ): void {
    reply.header(
      'set-cookie',
      serialize(PD_ELIGIBLE_COOKIE, String(eligible), {
        maxAgeSeconds,
        httpOnly: false,
        secure: isHttps(request),
      }),
    );
  }

  /** Removes every cookie a session set (logout). */
  clearAll(request: FastifyRequest, reply: FastifyReply): void {
    const secure = isHttps(request);
    reply.header('set-cookie', serialize(SESSION_COOKIE, '', { maxAgeSeconds: 0, httpOnly: true, secure }));
    reply.header(
      'set-cookie',
      serialize(SESSION_HINT_COOKIE, '', { maxAgeSeconds: 0, httpOnly: false, secure }),
    );
    reply.header(
      'set-cookie',
      serialize(OG_AUTH_COOKIE, '', { maxAgeSeconds: 0, httpOnly: true, secure: true }),
    );
    reply.header(
      'set-cookie',
      serialize(PD_ELIGIBLE_COOKIE, '', { maxAgeSeconds: 0, httpOnly: false, secure }),
    );
  }
}

/** Random, so a hint tells nothing about the session and differs from the one it replaces. */
function newHintTag(): string {
  return randomBytes(9).toString('base64url');
}

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}
