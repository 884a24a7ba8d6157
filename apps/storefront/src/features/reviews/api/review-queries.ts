import { getProductRatings, getProductReviewsOptions, type ProductRatingDto } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { RatingBatcher } from '../model/rating-batcher';

/** Ratings change when an operator moderates; a few minutes old is fine for a card or a summary. */
const RATINGS_STALE_MS = 5 * 60_000;

/**
 * A product's first page of published reviews with its summary (GET /api/reviews?handle=): the
 * product page's star summary and structured data, and the server's first view (which embeds this
 * answer under the same key, so the page does not ask again).
 */
export function productReviewsQueryOptions(handle: string) {
  return queryOptions({ ...getProductReviewsOptions({ query: { handle } }), staleTime: RATINGS_STALE_MS });
}

const batcher = new RatingBatcher(async (handles) => {
  const { data } = await getProductRatings({ query: { handles: handles.join(',') }, throwOnError: true });
  return data.ratings;
});

/**
 * One card's rating. Cards each ask for their own, and the batcher sends the handles asked for in
 * the same moment as one call (a grid of 24 cards is one request, of at most 50 handles).
 */
export function productRatingQueryOptions(handle: string) {
  return queryOptions<ProductRatingDto | null>({
    queryKey: ['reviews', 'rating', handle],
    queryFn: () => batcher.load(handle),
    staleTime: RATINGS_STALE_MS,
  });
}
