import { isSpecies } from './species-recognition';

/** Page-type labels of SPEC §2, kept in local storage to decide when saved filters are cleared. */
export const PAGE_TYPES = [
  'PDP',
  'PLP',
  'CLP',
  'SRP',
  'My Account',
  'My Profile',
  'My Orders',
  'My Order Details',
  'My Autoships',
  'Address Book',
  'HOME',
  'Other',
] as const;

export type PageType = (typeof PAGE_TYPES)[number];

/** Whether a stored text is one of the labels (local storage can hold anything). */
export function isPageType(value: unknown): value is PageType {
  return typeof value === 'string' && (PAGE_TYPES as readonly string[]).includes(value);
}

const ACCOUNT_PAGES: Readonly<Record<string, PageType>> = {
  dashboard: 'My Account',
  'my-profile': 'My Profile',
  profile: 'My Profile',
  orders: 'My Orders',
  autoships: 'My Autoships',
  'address-book': 'Address Book',
};

/** Routes under /products that have no page of their own (SPEC §2 route table). */
const PRODUCTS_NON_PAGES = new Set(['cart', 'logout']);

function productsPageType(rest: string[]): PageType {
  if (rest.length === 0) return 'PLP';
  if (isSpecies(rest[0]) && rest.length <= 3) return 'CLP';
  if (rest.length === 1 && PRODUCTS_NON_PAGES.has(rest[0])) return 'Other';
  return 'PDP';
}

function accountPageType(rest: string[]): PageType {
  if (rest.length === 2 && rest[0] === 'orders') return 'My Order Details';
  if (rest.length !== 1 || !Object.hasOwn(ACCOUNT_PAGES, rest[0])) return 'Other';
  return ACCOUNT_PAGES[rest[0]];
}

/**
 * Labels the current page for breadcrumbs and filter clearing. A search query parameter makes any
 * page a search-results page; /products/{dog|cat}[/{category}[/{detail}]] is a category listing and
 * every other /products/... route a product page. Matching ignores case and trailing slashes.
 */
export function pageTypeFor(pathname: string, search: string): PageType {
  if (new URLSearchParams(search).has('search')) return 'SRP';
  const [first, ...rest] = pathname.toLowerCase().split('/').filter(Boolean);
  if (first === undefined) return 'HOME';
  if (first === 'products') return productsPageType(rest);
  if (first === 'account') return accountPageType(rest);
  return 'Other';
}
