/** The meta description of a page that has none of its own (SPEC §2): the shop in one line. */
export const DEFAULT_PAGE_DESCRIPTION = 'Pet nutrition, delivered.';

/** The title of the page an unknown path shows (SPEC §8 'Unknown page'). */
export const NOT_FOUND_PAGE_TITLE = 'Page Not Found';

/**
 * Build the document title with the '%s | site name' template; pages without a title (home) and
 * pages titled like the site get the bare site name, never "Shop Pet Nutrition | Shop Pet Nutrition".
 */
export function pageTitle(title: string | undefined, siteTitle: string): string {
  const trimmed = title?.trim() ?? '';
  if (trimmed === '' || trimmed === siteTitle) return siteTitle;
  return `${trimmed} | ${siteTitle}`;
}
