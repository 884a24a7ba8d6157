import { isSpecies } from './species-recognition';

/**
 * Paths the storefront has a page of its own for (SPEC §2's route table as built so far), besides
 * catalogue and content paths. Later features add theirs here and in the router; a storefront test
 * checks the router has a route for each.
 */
export const STOREFRONT_PAGE_PATHS: readonly string[] = [
  '/',
  '/products',
  '/search',
  '/faq',
  '/terms-and-conditions',
  '/shipping',
  '/sitemap',
  '/contact-us',
  '/maintenance',
  '/password-protect',
  '/logout',
  '/products/logout',
  // Registered without a page (SPEC §2): the storefront sends it on to /cart.
  '/products/cart',
  '/shelter/login',
  '/shelter/register',
  '/shelter/forgot-password',
  '/shelter/reset-password',
  '/account/login',
  '/account/dashboard',
  '/account/my-profile',
  '/account/profile',
  '/account/address-book',
  '/account/my-pets',
  '/account/orders',
  // The subscriptions page and the programme page (issue 14); /autoship is the shop's own page on
  // both sites, not the consumer site's content page of that slug.
  '/account/autoships',
  '/autoship',
  // The shop's own checkout (issue 13), reached with a signed link token in its query.
  '/checkout',
  // A guest whose cart starts an autoship signs in here first (SPEC §2, §4; no layout).
  '/shelter/autoship-required-login',
  // The staff site's registration (join a clinic); the consumer site shows its not-found page there.
  '/staff/registration',
];

/**
 * The one page of a product that search engines are given (sitemap, JSON-LD): its detail page by
 * handle, /products/thirdparty/{handle} for another company's product (SPEC §2 route table).
 */
export function productPagePath(product: { handle: string; thirdParty?: boolean }): string {
  const handle = encodeURIComponent(product.handle);
  return product.thirdParty ? `/products/thirdparty/${handle}` : `/products/${handle}`;
}

/** What a storefront path asks for, before anyone checks that it exists. */
export type StorefrontPath =
  | { kind: 'page' }
  /** /{slug}: a published content page, if there is one. */
  | { kind: 'content'; slug: string }
  /** /products/{segments}: a listing, if the catalogue knows the collection. */
  | { kind: 'listing'; segments: string[] }
  /** A product detail path: the product, if its handle exists. */
  | { kind: 'product'; handle: string }
  /** /products/{segment}: a species listing or a product, as the segment says. */
  | { kind: 'listing-or-product'; segment: string }
  /** Nothing the storefront could show. */
  | { kind: 'none' };

/**
 * Reads a storefront path (no query string) as the router does (SPEC §2): its own pages,
 * /account/orders/{id}, /checkout/confirmation/{id}, /{slug},
 * /products/{species?}/{category?}/{detail?}, /products/{handle}, /products/thirdparty/{handle} and
 * /products/{brand}/{handle}/{flavor}/{size}. A trailing slash is ignored; a segment that is not
 * valid percent-encoding is nothing.
 */
export function classifyStorefrontPath(pathname: string): StorefrontPath {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (STOREFRONT_PAGE_PATHS.includes(trimmed)) return { kind: 'page' };
  let segments: string[];
  try {
    segments = trimmed.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return { kind: 'none' };
  }
  if (segments.some((segment) => segment === '')) return { kind: 'none' };
  if (segments.length === 1) return { kind: 'content', slug: segments[0] };
  // /account/orders/{id}: the page is there for any id; it says 'not found' for an order that is
  // not the signed-in customer's (the server cannot tell without the session, and must not).
  if (segments.length === 3 && segments[0] === 'account' && segments[1] === 'orders') return { kind: 'page' };
  // /checkout/confirmation/{id}: the order placed in this browser tab; any id shows the page.
  if (segments.length === 3 && segments[0] === 'checkout' && segments[1] === 'confirmation')
    return { kind: 'page' };
  if (segments[0] !== 'products') return { kind: 'none' };
  const rest = segments.slice(1);
  if (rest[0] === 'thirdparty' && rest.length === 2) return { kind: 'product', handle: rest[1] };
  if (rest.length === 1)
    return isSpecies(rest[0])
      ? { kind: 'listing', segments: rest }
      : { kind: 'listing-or-product', segment: rest[0] };
  if (rest.length <= 3) return { kind: 'listing', segments: rest };
  if (rest.length === 4) return { kind: 'product', handle: rest[1] };
  return { kind: 'none' };
}
