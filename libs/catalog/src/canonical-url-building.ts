/** Query parameters that change what a page shows, and so belong in its canonical link. */
export const CANONICAL_QUERY_WHITELIST: readonly string[] = ['page', 'search', 'sku'];

/**
 * The page's canonical link (SPEC §2): tracking and other query parameters are dropped so search
 * engines see one URL per page; whitelisted ones are kept in their original order.
 */
export function canonicalUrl(
  origin: string,
  pathname: string,
  search: string,
  whitelist: readonly string[] = CANONICAL_QUERY_WHITELIST,
): string {
  const kept = new URLSearchParams(
    [...new URLSearchParams(search)].filter(([name]) => whitelist.includes(name)),
  ).toString();
  return `${origin.replace(/\/+$/, '')}${pathname}${kept ? `?${kept}` : ''}`;
}
