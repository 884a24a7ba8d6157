import { Carousel, PRODUCT_CAROUSEL, productCarouselLoops, useMediaQuery } from '@shop/ui';
import type { CatalogProduct } from '../model/catalog-types';
import { ProductCard } from './product-card';

export interface ProductCarouselProps {
  products: readonly CatalogProduct[];
  /** Accessible name of the carousel, e.g. the CMS block's headline. */
  label: string;
  /** The cards' title level: one below the heading the carousel sits under (3 under an h2). */
  headingLevel?: 3 | 4;
}

/**
 * Product cards in the shop's carousel with SPEC §9's settings (libs/ui PRODUCT_CAROUSEL):
 * autoplay every 5 s, 12 px gaps, 1/2/2.5/3 cards per view from 0/780/960/1200 px, looping except
 * on wide screens with fewer than 3 cards. Stock and delivery come from the card environment the
 * route provides around it, as for any card.
 */
export function ProductCarousel({ products, label, headingLevel = 3 }: ProductCarouselProps) {
  const isWide = useMediaQuery(`(min-width: ${PRODUCT_CAROUSEL.wideMinWidth}px)`);

  return (
    <Carousel
      items={products}
      getKey={(product) => product.id}
      renderItem={(product) => <ProductCard product={product} headingLevel={headingLevel} />}
      label={label}
      listLabel="Products"
      slidesPerView={PRODUCT_CAROUSEL.breakpoints}
      spaceBetween={PRODUCT_CAROUSEL.spaceBetween}
      loop={productCarouselLoops(products.length, isWide)}
      autoplayDelayMs={PRODUCT_CAROUSEL.autoplayDelayMs}
    />
  );
}
