/**
 * Build the document title with the '%s | site name' template; pages without a title (home) and
 * pages titled like the site get the bare site name, never "Shop Pet Nutrition | Shop Pet Nutrition".
 */
export function pageTitle(title: string | undefined, siteTitle: string): string {
  const trimmed = title?.trim() ?? '';
  if (trimmed === '' || trimmed === siteTitle) return siteTitle;
  return `${trimmed} | ${siteTitle}`;
}
