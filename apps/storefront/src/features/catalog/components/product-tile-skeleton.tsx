import { Skeleton } from '@shop/ui';
import './product-tile.css';

/**
 * The shape of a product tile while the list loads, so the grid keeps its size and nothing jumps
 * when products arrive. Decorative: the surrounding grid announces the loading state.
 */
export function ProductTileSkeleton() {
  return (
    <div className="product-tile" aria-hidden="true">
      <Skeleton shape="block" className="product-tile__media-skeleton" />
      <div className="product-tile__body">
        <Skeleton width="40%" />
        <Skeleton width="85%" height="1.25em" />
        <Skeleton width="70%" />
        <Skeleton width="30%" height="1.5em" />
      </div>
    </div>
  );
}
