import type { ContentFooterDto, ContentHeaderDto } from './content-types';

export interface SitemapLink {
  label: string;
  url: string;
}

/** The path a link points at, without query, fragment or trailing slash, for de-duplication. */
function pathKey(url: string): string {
  const path = url.split(/[?#]/, 1)[0].replace(/\/+$/, '');
  return path === '' ? '/' : path.toLowerCase();
}

/** Listing and product pages are listed from the catalogue taxonomy, not from navigation links. */
function isCataloguePath(url: string): boolean {
  return pathKey(url) === '/products' || pathKey(url).startsWith('/products/');
}

/**
 * The site's own pages for the sitemap: the pages the route knows first, then every storefront
 * link of the CMS header (with its children) and footer, each path once (first label wins).
 * Other sites and catalogue listings are left out.
 */
export function sitemapPages(
  known: readonly SitemapLink[],
  header: ContentHeaderDto | undefined,
  footer: ContentFooterDto | undefined,
): SitemapLink[] {
  const fromHeader = (header?.links ?? []).flatMap((link) => [link, ...link.children]);
  const fromFooter = (footer?.groups ?? []).flatMap((group) => group.links);
  const seen = new Set<string>();
  const pages: SitemapLink[] = [];
  const add = (link: SitemapLink) => {
    const key = pathKey(link.url);
    if (seen.has(key) || isCataloguePath(link.url)) return;
    seen.add(key);
    pages.push({ label: link.label, url: link.url });
  };
  known.forEach(add);
  [...fromHeader, ...fromFooter].filter((link) => !link.external && link.url.startsWith('/')).forEach(add);
  return pages;
}
