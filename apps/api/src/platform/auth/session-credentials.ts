import { SESSION_COOKIE } from '@shop/identity';
import type { FastifyRequest } from 'fastify';
import { cookieValue } from './request-cookies';

/** Where a request's session token came from: only a cookie is sent by the browser on its own. */
export type TokenSource = 'body' | 'bearer' | 'cookie';

export interface PresentedToken {
  token: string;
  source: TokenSource;
}

/**
 * The session token a request presents: the body's `sessionToken` (SPEC §7 sends it so), then
 * `Authorization: Bearer`, then the `sessionToken` cookie. The first one present is the one
 * checked; an empty value counts as absent. Read before validation, so the body may be anything.
 */
export function presentedToken(request: FastifyRequest): PresentedToken | null {
  const body = request.body as { sessionToken?: unknown } | null | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body) && Object.hasOwn(body, 'sessionToken')) {
    const value = body.sessionToken;
    if (typeof value === 'string' && value !== '') return { token: value, source: 'body' };
    if (value !== '' && value !== null && value !== undefined) return { token: '', source: 'body' };
  }
  const authorization = request.headers.authorization;
  if (authorization !== undefined && authorization !== '') {
    const bearer = /^Bearer ([^\s]+)$/i.exec(authorization)?.[1];
    return { token: bearer ?? '', source: 'bearer' };
  }
  const cookie = cookieValue(request.headers.cookie, SESSION_COOKIE);
  if (cookie) return { token: cookie, source: 'cookie' };
  return null;
}
