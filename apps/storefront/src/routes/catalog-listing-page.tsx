import { listingMetaDescription } from '@shop/catalog';
import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ProductListing } from '../features/catalog/components/product-listing';
import { useProductList } from '../features/catalog/hooks/use-product-list';
import { collectionHandle, countFilters } from '../features/catalog/model/listing-params';
import { useItemListViewReport } from '../features/analytics/hooks/use-catalog-view-reports';
import { skusOf } from '../features/catalog/model/variant-options';
import { Breadcrumbs } from '../features/navigation/components/breadcrumbs';
import { useCatalogBreadcrumbs } from '../features/navigation/hooks/use-catalog-breadcrumbs';
import {
  useRememberListing,
  useSavedFiltersRestore,
} from '../features/navigation/hooks/use-list-filter-memory';
import type { ListingDecision } from './catalog-route-loaders';
import { ListingPlpContent } from './listing-plp-content';
import { RouteCardEnvironment } from './route-card-environment';
import { NotFoundPage } from './not-found-page';

export interface CatalogListingPageProps {
  /** What the route's loader decided from the URL. */
  decision: ListingDecision;
  /** Fixed title of the page ('Shop All Pet Food' on /products); otherwise the API's. */
  title?: string;
  description?: string;
}

/**
 * A listing page composed from the catalogue (filters, sort, cards), navigation (breadcrumbs,
 * saved filters, canonical link) and location (stock and delivery on the cards). Saved filters
 * for this listing are restored when it is opened without any (SPEC §2). The products shown are
 * reported as a viewed list (GA4 view_item_list).
 */
export function CatalogListingPage({ decision, title, description }: CatalogListingPageProps) {
  const { collection, query, pageType } = decision;
  const { pathname } = useLocation();
  const restoreTo = useSavedFiltersRestore(countFilters(query.filters) > 0 || query.sort !== undefined);
  const remember = useRememberListing(pathname, Boolean(collection.category));
  const list = useProductList({ ...collection, ...query });
  const skus = useMemo(() => skusOf(list.products), [list.products]);
  const heading = title ?? list.title;
  const analyticsList = useMemo(
    () => (heading ? { id: collectionHandle(collection), name: heading } : null),
    [collection, heading],
  );
  useItemListViewReport(list.products, analyticsList);
  const brands = query.filters.brand ?? [];
  const crumbs = useCatalogBreadcrumbs({
    pageType,
    species: collection.species,
    petAge: collection.detail,
    brand: brands.length === 1 ? brands[0] : undefined,
    category: collection.category && heading ? { label: heading, href: pathname } : null,
  });

  if (restoreTo) return <Navigate to={restoreTo} replace />;

  return (
    <RouteCardEnvironment skus={skus}>
      <ProductListing
        collection={collection}
        query={query}
        title={title}
        description={description ?? (heading ? listingMetaDescription(heading) : undefined)}
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        belowResults={<ListingPlpContent slug={collectionHandle(collection)} />}
        notFound={<NotFoundPage />}
        onStateChange={remember}
      />
    </RouteCardEnvironment>
  );
}
