import type { ProductSummaryDto } from '@shop/api-client';
import { formatPrice, truncateDescription } from '@shop/catalog';
import { PawIcon } from '@shop/ui';
import { useSite } from '../../../app/site-context';
import './product-tile.css';

export interface ProductTileProps {
  product: ProductSummaryDto;
}

/**
 * One product in a grid: type, name, a description cut to card length (SPEC §2) and the price.
 * The staff-feeding site never shows prices (SPEC §2), so the price is left out of the markup
 * there rather than hidden with CSS.
 */
export function ProductTile({ product }: ProductTileProps) {
  const { staff } = useSite();

  return (
    <article className="product-tile" aria-labelledby={`product-${product.id}-title`}>
      <div className="product-tile__media" aria-hidden="true">
        <PawIcon className="product-tile__icon" />
      </div>
      <div className="product-tile__body">
        <p className="product-tile__type">{product.productType}</p>
        <h3 className="product-tile__title" id={`product-${product.id}-title`}>
          {product.title}
        </h3>
        <p className="product-tile__description">{truncateDescription(product.description)}</p>
        {staff ? null : <p className="product-tile__price">{formatPrice(Number(product.price.amount))}</p>}
      </div>
    </article>
  );
}
