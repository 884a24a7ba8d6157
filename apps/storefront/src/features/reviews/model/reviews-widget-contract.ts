/*
 * The contract between the shop's pages and the reviews widget script (apps/storefront/src/widgets/
 * reviews): the script, once run, puts its API on `window[REVIEWS_WIDGET_GLOBAL]` and dispatches
 * REVIEWS_WIDGET_READY_EVENT on window; a page mounts it into a container for a product.
 */

/** What the widget script offers a page. */
export interface ReviewsWidgetApi {
  /** Renders the product's reviews (and the write-a-review form) into `container`; answers the unmount. */
  mount(container: HTMLElement, options: { handle: string }): () => void;
}

export const REVIEWS_WIDGET_GLOBAL = 'shopReviewsWidget';
export const REVIEWS_WIDGET_READY_EVENT = 'shop-reviews-widget:ready';

/** Loads the widget script from its address and answers its API once it has run. */
export type LoadReviewsWidget = (src: string) => Promise<ReviewsWidgetApi>;

declare global {
  interface Window {
    [REVIEWS_WIDGET_GLOBAL]?: ReviewsWidgetApi;
  }
}
