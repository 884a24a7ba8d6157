import { Spinner } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { taxonomyQueryOptions } from '../lib/taxonomy/taxonomy-queries';
import { listingCollectionOf } from '../features/catalog/model/listing-params';
import { productsSlug } from '../features/catalog/hooks/use-variant-selection';
import { CatalogListingPage } from './catalog-listing-page';
import { NotFoundPage } from './not-found-page';

/**
 * SPEC §2 route /products/{species}/{category?}/{detail?}: a category listing. A path whose first
 * segment is not a species is not a listing (and no product route matched it), so it is the 404
 * page. /products/dog/puppy names a life stage without a category; the taxonomy tells which.
 */
export function CategoryListingRoute() {
  const { pathname } = useLocation();
  const segments = productsSlug(pathname);
  const ambiguous = segments.length === 2;
  const taxonomy = useQuery({ ...taxonomyQueryOptions(), enabled: ambiguous });

  // A failed taxonomy look-up falls back to reading the segment as a category.
  if (ambiguous && taxonomy.isLoading) return <Spinner label="Loading products…" />;
  const lifeStages = taxonomy.data?.lifeStages.map((stage) => stage.handle) ?? [];
  const collection = listingCollectionOf(segments, lifeStages);
  if (!collection) return <NotFoundPage />;

  return <CatalogListingPage key={pathname} collection={collection} />;
}
