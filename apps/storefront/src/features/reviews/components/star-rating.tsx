import { ratingFillPercent, ratingSummaryText } from '@shop/catalog';
import './star-rating.css';

export interface StarRatingProps {
  /** Average to one decimal, 0-5. */
  average: number;
  count: number;
  /** 'card' is compact; 'page' also says the average in digits. */
  size?: 'card' | 'page';
  className?: string;
}

/**
 * A product's star summary (issue 23): five stars filled to the average, and the count. Drawn
 * with text and CSS (no image, no request, no cookie); the stars are one image to assistive
 * technology, named '4.6 out of 5, 23 reviews', and the visible numbers are hidden from it so it
 * is not said twice.
 */
export function StarRating({ average, count, size = 'card', className }: StarRatingProps) {
  const label = ratingSummaryText(average, count);
  return (
    <span className={['star-rating', `star-rating--${size}`, className].filter(Boolean).join(' ')}>
      <span className="star-rating__stars" role="img" aria-label={label} title={label}>
        <span className="star-rating__empty" aria-hidden="true">
          ★★★★★
        </span>
        <span
          className="star-rating__filled"
          aria-hidden="true"
          style={{ width: `${ratingFillPercent(average)}%` }}
        >
          ★★★★★
        </span>
      </span>
      <span className="star-rating__numbers" aria-hidden="true">
        {size === 'page' ? `${average.toFixed(1)} ` : ''}({count})
      </span>
    </span>
  );
}
