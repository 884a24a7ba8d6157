/** The CMS page behind the error page (SPEC §2 'Carousels and error page'). */
export const ERROR_PAGE_SLUG = 'error';

/** The CMS page name the home route asks for; its carousel is the HomePage carousel (SPEC §2). */
export const HOME_PAGE_NAME = 'HomePage';

/** The CMS page name of the cart route's carousel (SPEC §2), for the cart route to ask for. */
export const CART_PAGE_NAME = 'Cart';
