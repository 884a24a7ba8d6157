import { isStaffSite, LOGIN_EXEMPT_PATHS, type SiteId } from '@shop/identity';

/**
 * What crawlers may not fetch on the consumer site: the shopper's own pages (account, cart,
 * checkout, sign-in) and the sign-out link, whose pages say nothing to a search engine, and the API.
 */
export const CONSUMER_DISALLOWED_PATHS: readonly string[] = [
  '/account',
  '/cart',
  '/checkout',
  '/shelter',
  '/api',
  '/logout',
];

/**
 * The public reads a page needs to render. The storefront is a single-page app, so a crawler that
 * runs its JavaScript (Google's does) fetches these under its robots rules: disallowing all of
 * /api would leave every page it renders empty. Longest match wins (RFC 9309), so these beat
 * `Disallow: /api`.
 */
export const CONSUMER_RENDERING_READS: readonly string[] = [
  '/api/site',
  '/api/catalog/',
  '/api/cms/',
  '/api/ecom/v1.0/get-product-by-handle',
  '/api/images',
  // The product page's star summary and structured data, and the cards' stars.
  '/api/reviews',
];

/**
 * The staff site's public reads: its exempt pages show content only (its catalogue answers
 * registered members alone), so only the site and content calls are allowed.
 */
export const STAFF_RENDERING_READS: readonly string[] = ['/api/site', '/api/cms/'];

/** Files every page loads (the built bundles, product and content images). */
const PAGE_ASSETS: readonly string[] = ['/assets/', '/media/', '/content-assets/'];

/**
 * /robots.txt of a site (SPEC §1, §2). The consumer site is open to crawlers except the shopper's
 * own pages and names its sitemap at its public origin (configuration, never the Host header, so a
 * forged Host cannot point crawlers elsewhere). The staff site is for signed-in staff: only the
 * pages a visitor may open (the login-exempt pages, libs/identity) are allowed, and it has no
 * sitemap. An exempt path is allowed exactly (`$`), so /faq allows neither /faqs nor a page below it
 * the staff rules would send to sign-in anyway.
 */
export function robotsTxt(site: SiteId, publicOrigin: string): string {
  if (isStaffSite(site)) {
    const exempt = LOGIN_EXEMPT_PATHS.map((path) => `Allow: ${path}$`);
    return lines([
      'User-agent: *',
      ...exempt,
      ...[...PAGE_ASSETS, ...STAFF_RENDERING_READS].map((path) => `Allow: ${path}`),
      'Disallow: /',
    ]);
  }
  return lines([
    'User-agent: *',
    ...CONSUMER_RENDERING_READS.map((path) => `Allow: ${path}`),
    ...CONSUMER_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicOrigin.replace(/\/+$/, '')}/sitemap.xml`,
  ]);
}

function lines(entries: readonly string[]): string {
  return `${entries.join('\n')}\n`;
}
