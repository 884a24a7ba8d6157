import { useLoaderData } from 'react-router';
import { collectionHandle } from '../features/catalog/model/listing-params';
import { CatalogListingPage } from './catalog-listing-page';
import type { ListingDecision, NotFoundDecision } from './catalog-route-loaders';
import { NotFoundPage } from './not-found-page';

/**
 * SPEC §2 route /products/{species}/{category?}/{detail?}: a category listing, as the loader
 * decided it (/products/dog/puppy names a life stage without a category). A path whose first
 * segment is not a species is not a listing (and no product route matched it): the 404 page.
 */
export function CategoryListingRoute() {
  const decision = useLoaderData<ListingDecision | NotFoundDecision>();
  if (decision.page === 'not-found') return <NotFoundPage />;
  return <CatalogListingPage key={collectionHandle(decision.collection)} decision={decision} />;
}
