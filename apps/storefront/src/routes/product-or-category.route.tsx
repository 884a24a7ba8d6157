import { Spinner } from '@shop/ui';
import { lazy, Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { collectionHandle } from '../features/catalog/model/listing-params';
import type { CatalogDecision } from './catalog-route-loaders';
import { NotFoundPage } from './not-found-page';

const CatalogListingPage = lazy(() =>
  import('./catalog-listing-page').then((module) => ({ default: module.CatalogListingPage })),
);
const ProductDetailPage = lazy(() =>
  import('./product-detail-page').then((module) => ({ default: module.ProductDetailPage })),
);

/**
 * /products/{segment}: /products/{species} (a category listing) and /products/{handle} (a product)
 * have the same shape; the loader decides by the segment (dog and cat are species, anything else
 * is a handle). Each page stays in its own chunk.
 */
export function ProductOrCategoryRoute() {
  const decision = useLoaderData<CatalogDecision>();
  return (
    <Suspense fallback={<Spinner label="Loading page…" />}>
      {decision.page === 'listing' ? (
        <CatalogListingPage key={collectionHandle(decision.collection)} decision={decision} />
      ) : decision.page === 'product' ? (
        <ProductDetailPage key={decision.handle} decision={decision} />
      ) : (
        <NotFoundPage />
      )}
    </Suspense>
  );
}
