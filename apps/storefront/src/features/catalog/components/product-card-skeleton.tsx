import { Skeleton } from '@shop/ui';
import './product-card.css';

/**
 * The shape of a product card while the list loads, so the grid keeps its size and nothing jumps
 * when products arrive. Decorative: the surrounding grid announces the loading state.
 */
export function ProductCardSkeleton() {
  return (
    <div className="product-card" aria-hidden="true">
      <Skeleton shape="block" className="product-card__media" />
      <div className="product-card__body">
        <Skeleton width="85%" height="1.25em" />
        <Skeleton width="70%" />
        <Skeleton width="100%" height="2.25rem" />
        <Skeleton width="30%" height="1.5em" />
        <Skeleton width="60%" />
      </div>
    </div>
  );
}
