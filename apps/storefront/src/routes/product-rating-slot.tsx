import type { RatingSlot } from '../features/catalog/context/card-environment';
import { CardRating } from '../features/reviews/components/card-rating';
import { ProductRatingSummary } from '../features/reviews/components/product-rating-summary';

/**
 * The reviews feature's stars in the catalogue's rating slot (consumer site only; RouteCardEnvironment
 * leaves the slot empty on the staff site, which hides ratings): a card's compact stars, or the
 * product page's summary linking to its reviews.
 */
export const renderProductRating: RatingSlot = (product, placement) =>
  placement === 'card' ? (
    <CardRating handle={product.handle} />
  ) : (
    <ProductRatingSummary handle={product.handle} />
  );
