import { SHOP_CLIENT_HEADER, SHOP_CLIENT_STOREFRONT } from '@shop/identity';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../errors/app-error';
import type { SiteOrigins } from '../site/site-origins';
import type { TokenSource } from './session-credentials';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request may act with the credential it presents (ARCHITECTURE §6). Only the cookie
 * is sent by a browser on its own, so only a write authenticated by the cookie alone is checked:
 * it must carry `X-Shop-Client: storefront` (another site cannot add a custom header without a
 * CORS preflight, which this API never grants) and, when the browser says where it came from
 * (Origin), come from this site. A token in the body or a Bearer header was put there by code
 * that already holds it, so it proves itself.
 */
export function passesCsrfCheck(request: FastifyRequest, source: TokenSource, origins: SiteOrigins): boolean {
  if (source !== 'cookie' || SAFE_METHODS.has(request.method)) return true;
  if (request.headers[SHOP_CLIENT_HEADER.toLowerCase()] !== SHOP_CLIENT_STOREFRONT) return false;
  const origin = request.headers.origin;
  return origin === undefined || origins.isOwnOrigin(request, origin);
}

/**
 * Refuses a write whose Origin is another site's, whatever credential it carries: sign-in and
 * password calls set cookies, and a page elsewhere must not sign a visitor in to an account of
 * its choosing (login CSRF).
 */
export function assertNotCrossSite(request: FastifyRequest, origins: SiteOrigins): void {
  const origin = request.headers.origin;
  if (origin !== undefined && !origins.isOwnOrigin(request, origin)) throw csrfRefused();
}

export function csrfRefused(): ForbiddenError {
  return new ForbiddenError(
    'CSRF_REFUSED',
    `This request was refused because it may come from another site: send it from the shop's pages (with the ${SHOP_CLIENT_HEADER} header) or with the session token in the body`,
  );
}
