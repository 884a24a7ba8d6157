import { useMemo } from 'react';
import { ProductCarousel } from '../features/catalog/components/product-carousel';
import { skusOf } from '../features/catalog/model/variant-options';
import type { RenderCarouselProducts } from '../features/content/components/product-carousel-block';
import type { ListingProductDto, ProductCarouselComponentDto } from '../features/content/model/content-types';
import { RouteCardEnvironment } from './route-card-environment';

function CarouselProducts({
  products,
  block,
}: {
  products: ListingProductDto[];
  block: ProductCarouselComponentDto;
}) {
  const skus = useMemo(() => skusOf(products), [products]);
  return (
    <RouteCardEnvironment skus={skus}>
      <ProductCarousel products={products} label={block.headline || 'Featured products'} />
    </RouteCardEnvironment>
  );
}

/**
 * How a CMS product carousel block shows its products on any page (home, content pages, the
 * error page): the catalogue's product carousel, given stock and delivery at the shopper's ZIP
 * like every other card. Composed here, in the routes, because features never import each other.
 */
export const renderCarouselProducts: RenderCarouselProducts = (products, block) => (
  <CarouselProducts products={products} block={block} />
);
