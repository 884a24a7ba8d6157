import { getProductReviewsOptions } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Ratings change when an operator moderates; a few minutes old is fine for a card or a summary. */
export const RATINGS_STALE_MS = 5 * 60_000;

/**
 * A product's first page of published reviews with its summary (GET /api/reviews?handle=): the
 * product page's star summary and structured data, and the server's first view (which embeds this
 * answer under the same key, so the page does not ask again).
 */
export function productReviewsQueryOptions(handle: string) {
  return queryOptions({ ...getProductReviewsOptions({ query: { handle } }), staleTime: RATINGS_STALE_MS });
}
