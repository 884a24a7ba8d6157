import { useSite } from '../../../lib/site/site-context';
import { REVIEWS_SECTION_ID } from './product-rating-summary';
import { ReviewsWidgetSeam, type ReviewsWidgetSeamProps } from './reviews-widget-seam';

/**
 * The product page's reviews section (consumer site): its heading, which the star summary links to,
 * and the widget behind functional consent (ReviewsWidgetSeam), loaded from the site's configured
 * address.
 */
export function ProductReviewsSection(props: Omit<ReviewsWidgetSeamProps, 'widgetUrl'>) {
  const { reviewsWidgetUrl } = useSite();
  return (
    <section
      className="product-reviews"
      aria-labelledby={`${REVIEWS_SECTION_ID}-title`}
      id={REVIEWS_SECTION_ID}
    >
      <h2 className="product-reviews__title" id={`${REVIEWS_SECTION_ID}-title`}>
        Customer Reviews
      </h2>
      <ReviewsWidgetSeam {...props} widgetUrl={reviewsWidgetUrl} />
    </section>
  );
}
