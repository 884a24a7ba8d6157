import { useQuery } from '@tanstack/react-query';
import { productReviewsQueryOptions } from '../api/product-reviews-queries';
import { StarRating } from './star-rating';

/** The id of the product page's reviews section, which the summary links to. */
export const REVIEWS_SECTION_ID = 'reviews';

/**
 * The star summary under a product's title on the consumer site: its published reviews' average
 * and count, linking to the reviews below; 'No reviews yet' without any. The answer is the first
 * view's (embedded by the server), so it is there on the first render. Nothing while unknown or on
 * a failed look-up: stars are a nicety, never an error on the page.
 */
export function ProductRatingSummary({ handle }: { handle: string }) {
  const { data } = useQuery(productReviewsQueryOptions(handle));
  if (!data) return null;
  const { average, count } = data.summary;
  return (
    <p className="product-rating-summary">
      {count > 0 ? (
        <a href={`#${REVIEWS_SECTION_ID}`} className="product-rating-summary__link">
          <StarRating average={average} count={count} size="page" />
        </a>
      ) : (
        <a href={`#${REVIEWS_SECTION_ID}`}>No reviews yet</a>
      )}
    </p>
  );
}
