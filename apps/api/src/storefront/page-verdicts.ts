import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { classifyStorefrontPath } from '@shop/catalog';
import {
  isLoginExempt,
  isStaffSite,
  loginRedirectFor,
  STAFF_REGISTRATION_PATH,
  type SiteId,
} from '@shop/identity';
import type { FastifyRequest } from 'fastify';
import { CatalogService } from '../modules/catalog';
import { ContentService } from '../modules/content';
import { StaffSiteAccess } from '../platform/auth';
import type { Env } from '../platform/config/env.schema';
import { staffSignInPaths } from '../platform/config/staff-sign-in-settings';

/**
 * What a page request gets before the storefront runs: a redirect, or the shell with its status.
 * A redirect that depends on who is asking (the staff site's sign-in rules) is `personal`: no cache
 * may keep it.
 */
export type PageVerdict =
  { redirect: { location: string; status: 301 | 302; personal?: boolean } } | { status: 200 | 404 };

/**
 * Decides, on the server, what a storefront path is (SPEC §2): first the redirect lookup, which
 * SPEC runs on each path (an editor's redirect, or the /products/products fix); then, on the staff
 * site, the sign-in rules (libs/identity loginRedirectFor: a visitor who is not signed in goes to
 * the single sign-on with the page as returnTo, an unregistered member to the registration page,
 * exempt pages and home excepted), before anything about the page is looked up, so a visitor who
 * may not see staff pages learns nothing of which exist; then whether the path shows anything: one
 * of the storefront's own pages, a published content page of this site, a catalogue listing the
 * vocabulary knows, a product whose handle exists. Anything else is 404 ('Unknown pages give 404',
 * SPEC §2, §8). Every lookup reads the modules' cached data; the session check is one indexed query,
 * made only on the staff site's non-exempt pages.
 */
@Injectable()
export class PageVerdicts {
  private readonly ssoLoginPath: string;

  constructor(
    private readonly catalog: CatalogService,
    private readonly content: ContentService,
    private readonly staffAccess: StaffSiteAccess,
    config: ConfigService<Env, true>,
  ) {
    this.ssoLoginPath = staffSignInPaths(config.get('IDENTITY_KIND', { infer: true })).login;
  }

  async verdict(request: FastifyRequest): Promise<PageVerdict> {
    const url = request.url;
    const site = request.siteId;
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const search = queryAt === -1 ? '' : url.slice(queryAt);
    const redirect = await this.content.findRedirect(pathname, site);
    if (redirect) {
      // An internal target keeps the query the visitor came with (filters, campaign tags).
      const location =
        redirect.external || redirect.target.includes('?') ? redirect.target : redirect.target + search;
      return { redirect: { location, status: redirect.statusCode } };
    }
    const signIn = await this.staffSignInRedirect(request, pathname, url);
    if (signIn) return { redirect: { location: signIn, status: 302, personal: true } };
    return { status: (await this.shows(pathname, site)) ? 200 : 404 };
  }

  /** SPEC §2 staff-feeding mode; the consumer site's account pages are the storefront's to guard. */
  private async staffSignInRedirect(
    request: FastifyRequest,
    pathname: string,
    fullPath: string,
  ): Promise<string | null> {
    if (!isStaffSite(request.siteId) || isLoginExempt(pathname)) return null;
    const access = await this.staffAccess.verdict(request);
    return loginRedirectFor({
      siteId: request.siteId,
      pathname,
      fullPath,
      authenticated: access !== 'signed-out',
      isRegistered: access === 'allowed',
      ssoLoginUrl: this.ssoLoginPath,
    });
  }

  private async shows(pathname: string, site: SiteId): Promise<boolean> {
    const path = classifyStorefrontPath(pathname);
    switch (path.kind) {
      case 'page':
        // Joining a clinic means nothing on the consumer site: its not-found page shows there.
        return isStaffSite(site) || !isPathAt(pathname, STAFF_REGISTRATION_PATH);
      case 'content':
        return this.content.hasPublishedPage(path.slug, site);
      case 'listing':
        return this.catalog.listingExists(path.segments);
      case 'product':
        return this.catalog.productExists(path.handle);
      case 'listing-or-product':
        return this.catalog.productExists(path.segment);
      case 'none':
        return false;
    }
  }
}

function isPathAt(pathname: string, page: string): boolean {
  return pathname === page || pathname === `${page}/`;
}
