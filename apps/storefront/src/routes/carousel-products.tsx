import { useMemo } from 'react';
import { ProductCarousel } from '../features/catalog/components/product-carousel';
import { skusOf } from '../features/catalog/model/variant-options';
import {
  UNTITLED_CAROUSEL,
  type RenderCarouselProducts,
} from '../features/content/components/product-carousel-block';
import type { ListingProductDto, ProductCarouselComponentDto } from '../features/content/model/content-types';
import { useSession } from '../lib/session/use-session';
import { useSite } from '../lib/site/site-context';
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
      <ProductCarousel products={products} label={block.headline || UNTITLED_CAROUSEL} />
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

/**
 * Whether this visitor may be shown the catalogue's answers: anyone on the consumer site; on the
 * staff site a signed-in, registered member only (SPEC §6; the API refuses anyone else), so home
 * and the exempt pages do not ask for what they would be refused.
 */
export function useCatalogueOpen(): boolean {
  const { staff } = useSite();
  const { customer } = useSession();
  return !staff || customer?.staff?.isRegistered === true;
}

/** renderCarouselProducts where the visitor may see the catalogue; elsewhere carousels are left out. */
export function useCarouselRenderer(): RenderCarouselProducts | undefined {
  return useCatalogueOpen() ? renderCarouselProducts : undefined;
}
