import { isSpecies } from '@shop/catalog';
import { Spinner } from '@shop/ui';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';

const CategoryListingRoute = lazy(() =>
  import('./category-listing.route').then((module) => ({ default: module.CategoryListingRoute })),
);
const ProductDetailPage = lazy(() =>
  import('./product-detail.route').then((module) => ({ default: module.ProductDetailPage })),
);

/**
 * /products/{segment}: /products/{species} (a category listing) and /products/{handle} (a product)
 * have the same shape, so one route decides by the segment: dog and cat are species (isSpecies),
 * anything else is a product handle. Each page stays in its own chunk.
 */
export function ProductOrCategoryRoute() {
  const { slug = '' } = useParams();
  return (
    <Suspense fallback={<Spinner label="Loading page…" />}>
      {isSpecies(slug) ? <CategoryListingRoute /> : <ProductDetailPage key={slug} handle={slug} />}
    </Suspense>
  );
}
