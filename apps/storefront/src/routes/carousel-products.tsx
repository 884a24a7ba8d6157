import { useMemo } from 'react';
import { ProductCarousel } from '../features/carousel/components/product-carousel';
import { ProductCard } from '../features/catalog/components/product-card';
import { skusOf } from '../features/catalog/model/variant-options';
import type { RenderCarouselProducts } from '../features/content/components/product-carousel-block';
import type { ListingProductDto, ProductCarouselComponentDto } from '../features/content/model/content-types';
import { LocationAwareCards } from './location-aware-cards';

function CarouselProducts({
  products,
  block,
}: {
  products: ListingProductDto[];
  block: ProductCarouselComponentDto;
}) {
  const skus = useMemo(() => skusOf(products), [products]);
  return (
    <LocationAwareCards skus={skus}>
      <ProductCarousel
        items={products}
        getKey={(product) => product.id}
        label={block.headline || 'Featured products'}
        renderItem={(product) => <ProductCard product={product} headingLevel={3} />}
      />
    </LocationAwareCards>
  );
}

/**
 * How a CMS product carousel shows its products on any page (home, content pages, the error
 * page): the product carousel (SPEC §9 settings) with the catalogue's card in each slide, given
 * stock and delivery at the shopper's ZIP like every other card. Composed here, in the routes,
 * because features never import each other.
 */
export const renderCarouselProducts: RenderCarouselProducts = (products, block) => (
  <CarouselProducts products={products} block={block} />
);
