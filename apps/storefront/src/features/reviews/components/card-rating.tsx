import { useQuery } from '@tanstack/react-query';
import { productRatingQueryOptions } from '../api/product-rating-queries';
import { StarRating } from './star-rating';

/**
 * A product card's stars (consumer site): the average and count of its published reviews, asked
 * together with the other cards' (RatingBatcher). Nothing for a product without reviews, while
 * loading, or when the look-up fails.
 */
export function CardRating({ handle }: { handle: string }) {
  const { data } = useQuery(productRatingQueryOptions(handle));
  if (!data || data.count === 0) return null;
  return <StarRating average={data.average} count={data.count} className="product-card__rating" />;
}
