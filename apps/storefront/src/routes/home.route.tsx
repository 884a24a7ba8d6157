import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSite } from '../lib/site/site-context';
import { websiteJsonLd } from '@shop/catalog';
import { JsonLdScript } from '../lib/page-head/json-ld';
import { PageHead } from '../lib/page-head/page-head';
import { productListQueryOptions } from '../features/catalog/api/product-queries';
import { ProductGrid } from '../features/catalog/components/product-grid';
import { useProductList } from '../features/catalog/hooks/use-product-list';
import { skusOf } from '../features/catalog/model/variant-options';
import {
  pageByNameQueryOptions,
  promotionBannersQueryOptions,
} from '../features/content/api/content-queries';
import { ContentBlocks } from '../features/content/components/content-blocks';
import { ContentPageSkeleton } from '../features/content/components/content-page-skeleton';
import { PromotionBanners } from '../features/content/components/promotion-banners';
import { pageHasProductCarousel } from '../features/content/model/page-components';
import { HOME_PAGE_NAME } from '../features/content/model/page-slugs';
import { RouteCardEnvironment } from './route-card-environment';
import { useCarouselRenderer, useCatalogueOpen } from './carousel-products';

/** The whole catalogue's cards, with stock and delivery at the shopper's ZIP like every other card. */
function HomeProductGrid() {
  const { products } = useProductList();
  const skus = useMemo(() => skusOf(products), [products]);
  return (
    <RouteCardEnvironment skus={skus}>
      <ProductGrid />
    </RouteCardEnvironment>
  );
}

/**
 * Starts loading the home page's content and promotions as soon as the route matches, and the
 * product grid only if the page turns out to have no carousel of its own. Nothing is awaited: the
 * page renders at once with skeletons.
 */
export function homeLoader(queryClient: QueryClient) {
  return () => {
    const prefetchGrid = () => void queryClient.prefetchInfiniteQuery(productListQueryOptions());
    void queryClient.prefetchQuery(promotionBannersQueryOptions('home'));
    void queryClient
      .fetchQuery(pageByNameQueryOptions(HOME_PAGE_NAME))
      .then((page) => {
        if (!pageHasProductCarousel(page)) prefetchGrid();
      })
      .catch(prefetchGrid);
    return null;
  };
}

/**
 * Home (SPEC §2 route '/'): the CMS page 'HomePage' (its hero and the HomePage product carousel)
 * and the home promotions. If the page has no carousel, or the CMS cannot be reached, the
 * catalogue grid keeps the home page useful. On the staff site a visitor who may not see the
 * catalogue gets the page without its carousels and grid. The tab shows the bare site name. The
 * page describes the site to search engines (WebSite), with the consumer site's search action.
 */
export function HomeRoute() {
  const { title, origin, staff } = useSite();
  const page = useQuery(pageByNameQueryOptions(HOME_PAGE_NAME));
  const website = useMemo(() => websiteJsonLd({ origin, name: title, staff }), [origin, title, staff]);
  // The staff site's catalogue answers its registered members only (SPEC §6); home is for everyone.
  const catalogueOpen = useCatalogueOpen();
  const renderProducts = useCarouselRenderer();
  const showGrid = catalogueOpen && (page.isError || (page.isSuccess && !pageHasProductCarousel(page.data)));

  return (
    <div className="page home">
      <PageHead description={page.data?.description || undefined} />
      <JsonLdScript data={website} />
      <h1 className="content-kicker">{title}</h1>
      {page.isPending ? (
        <ContentPageSkeleton variant="hero" label="Loading the home page…" />
      ) : page.isSuccess ? (
        <ContentBlocks components={page.data.components} renderProducts={renderProducts} aboveTheFold />
      ) : null}
      <PromotionBanners placement="home" />
      {showGrid ? <HomeProductGrid /> : null}
    </div>
  );
}
