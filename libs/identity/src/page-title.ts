/** The meta description of a page that has none of its own (SPEC §2): the shop in one line. */
export const DEFAULT_PAGE_DESCRIPTION = 'Pet nutrition, delivered.';

/**
 * The error page's title (SPEC §2), whatever brought the shopper there: an unknown path (SPEC §8
 * 'Unknown page'), missing data or an unhandled app error. The storefront's page and the server's
 * first view both write it, so the tab does not change when the app takes over.
 */
export const ERROR_PAGE_TITLE = '404 Error';

/**
 * Build the document title with the '%s | site name' template; pages without a title (home) and
 * pages titled like the site get the bare site name, never "Shop Pet Nutrition | Shop Pet Nutrition".
 */
export function pageTitle(title: string | undefined, siteTitle: string): string {
  const trimmed = title?.trim() ?? '';
  if (trimmed === '' || trimmed === siteTitle) return siteTitle;
  return `${trimmed} | ${siteTitle}`;
}
