import { getProductRatings, type ProductRatingDto } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { RatingBatcher } from '../model/rating-batcher';
import { RATINGS_STALE_MS } from './product-reviews-queries';

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
