/**
 * Compare paths the way a shopper would: `/faq/` is `/faq`, and an empty path is home. Internal helper
 * for the redirect rules.
 */
export function trimTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * True when `pathname` is `base` or a page below it (`/faq/shipping` is under `/faq`, `/faqs` is not).
 * Home (`/`) only matches itself, otherwise every page would be "under" it.
 */
export function isPathAtOrUnder(pathname: string, base: string): boolean {
  const path = trimTrailingSlash(pathname);
  const root = trimTrailingSlash(base);
  return path === root || (root !== '/' && path.startsWith(`${root}/`));
}
