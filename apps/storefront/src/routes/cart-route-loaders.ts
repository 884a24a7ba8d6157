import { redirect, type LoaderFunctionArgs } from 'react-router';

/** The cart page's one address (SPEC §2 route table). */
export const CART_PATH = '/cart';

/**
 * '/products/cart' is registered without a page (SPEC §2): it goes to the cart page, its query and
 * hash kept (campaign tags), so old links and bookmarks still reach the cart.
 */
export function productsCartRedirectLoader({ request }: LoaderFunctionArgs) {
  const { search, hash } = new URL(request.url);
  return redirect(`${CART_PATH}${search}${hash}`);
}
