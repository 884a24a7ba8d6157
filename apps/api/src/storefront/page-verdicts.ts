import { Injectable } from '@nestjs/common';
import { classifyStorefrontPath } from '@shop/catalog';
import type { SiteId } from '@shop/identity';
import { CatalogService } from '../modules/catalog/catalog.service';
import { ContentService } from '../modules/content/content.service';

/** What a page request gets before the storefront runs: a redirect, or the shell with its status. */
export type PageVerdict = { redirect: { location: string; status: 301 | 302 } } | { status: 200 | 404 };

/**
 * Decides, on the server, what a storefront path is (SPEC §2): first the redirect lookup, which
 * SPEC runs on each path (an editor's redirect, or the /products/products fix); then whether the
 * path shows anything: one of the storefront's own pages, a published content page of this site, a
 * catalogue listing the vocabulary knows, a product whose handle exists. Anything else is 404
 * ('Unknown pages give 404', SPEC §2, §8). Every lookup reads the modules' cached data.
 */
@Injectable()
export class PageVerdicts {
  constructor(
    private readonly catalog: CatalogService,
    private readonly content: ContentService,
  ) {}

  async verdict(url: string, site: SiteId): Promise<PageVerdict> {
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
    return { status: (await this.shows(pathname, site)) ? 200 : 404 };
  }

  private async shows(pathname: string, site: SiteId): Promise<boolean> {
    const path = classifyStorefrontPath(pathname);
    switch (path.kind) {
      case 'page':
        return true;
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
