import type { Key, ReactNode } from 'react';
import { useMediaQuery } from '../hooks/use-media-query';
import { PRODUCT_CAROUSEL, productCarouselLoops } from '../model/carousel-options';
import { Carousel } from './carousel';

export interface ProductCarouselProps<T> {
  items: readonly T[];
  /** The card for one product; the route passes the catalogue's card (features never import each other). */
  renderItem: (item: T, index: number) => ReactNode;
  getKey?: (item: T, index: number) => Key;
  label: string;
  /** Name of the list of cards; defaults to 'Products'. */
  listLabel?: string;
}

/**
 * The product card carousel with SPEC §9's settings: autoplay every 5 s, 12 px gaps, 1/2/2.5/3
 * cards per view from 0/780/960/1200 px, looping except on wide screens with fewer than 3 cards.
 */
export function ProductCarousel<T>({
  items,
  renderItem,
  getKey,
  label,
  listLabel = 'Products',
}: ProductCarouselProps<T>) {
  const isWide = useMediaQuery(`(min-width: ${PRODUCT_CAROUSEL.wideMinWidth}px)`);

  return (
    <Carousel
      className="carousel--products"
      items={items}
      renderItem={renderItem}
      getKey={getKey}
      label={label}
      listLabel={listLabel}
      slidesPerView={PRODUCT_CAROUSEL.breakpoints}
      spaceBetween={PRODUCT_CAROUSEL.spaceBetween}
      loop={productCarouselLoops(items.length, isWide)}
      autoplayDelayMs={PRODUCT_CAROUSEL.autoplayDelayMs}
    />
  );
}
