import { Skeleton, VisuallyHidden } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, type ReactNode } from 'react';
import { carouselProductsQueryOptions } from '../api/content-queries';
import type { ListingProductDto, ProductCarouselComponentDto } from '../model/content-types';
import { paletteClasses } from '../model/palette';
import '../model/palette.css';
import './product-carousel-block.css';

/** Renders the loaded products as slides; the route passes the carousel and the catalogue's card. */
export type RenderCarouselProducts = (
  products: ListingProductDto[],
  block: ProductCarouselComponentDto,
) => ReactNode;

export interface ProductCarouselBlockProps {
  block: ProductCarouselComponentDto;
  renderProducts: RenderCarouselProducts;
  isLast?: boolean;
}

/** The carousel's name and hidden heading when the CMS gave it no headline. */
export const UNTITLED_CAROUSEL = 'Featured products';

/** Placeholder cards while the products load: as many as the widest view shows. */
const SKELETON_CARDS = 3;

/**
 * A product carousel block (SPEC §2): headline, paragraph and the products of its handles, on the
 * block's palette colours. While the products load it keeps its shape with skeleton cards; if they
 * cannot be loaded the block is left out and the failure logged (SPEC §8 'Carousel load failure:
 * logged only'), since a missing carousel must never break the page around it. Without a headline
 * it still has an h2, read but not shown, so its cards' h3 titles never follow the page's h1.
 */
export function ProductCarouselBlock({ block, renderProducts, isLast = false }: ProductCarouselBlockProps) {
  const headingId = useId();
  const { data, isPending, isError, error } = useQuery(carouselProductsQueryOptions(block.handles));

  useEffect(() => {
    if (isError) console.error('Carousel load failure', error);
  }, [isError, error]);

  if (block.handles.length === 0 || isError) return null;
  if (!isPending && data.products.length === 0) return null;

  const classes = [
    'content-block',
    'product-carousel-block',
    ...paletteClasses(block.backgroundColor, block.copyColor),
  ];
  if (isLast) classes.push('content-block--last');

  return (
    <section className={classes.join(' ')} aria-labelledby={headingId} aria-busy={isPending}>
      {block.headline ? null : (
        <VisuallyHidden as="h2" id={headingId}>
          {UNTITLED_CAROUSEL}
        </VisuallyHidden>
      )}
      {block.headline || block.paragraph ? (
        <div className="product-carousel-block__intro">
          {block.headline ? (
            <h2 id={headingId} className="product-carousel-block__headline">
              {block.headline}
            </h2>
          ) : null}
          {block.paragraph ? <p className="product-carousel-block__paragraph">{block.paragraph}</p> : null}
        </div>
      ) : null}
      {isPending ? (
        <div className="product-carousel-block__skeleton" aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <div className="product-carousel-block__skeleton-card" key={index}>
              <Skeleton shape="block" className="product-carousel-block__skeleton-image" />
              <Skeleton width="70%" />
              <Skeleton width="40%" />
            </div>
          ))}
        </div>
      ) : (
        renderProducts(data.products, block)
      )}
    </section>
  );
}
