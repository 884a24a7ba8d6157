import type { ProductDto } from '@shop/api-client';
import { pageTypeFor } from '@shop/catalog';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { productDetailQueryOptions } from '../features/catalog/api/product-detail-queries';
import { ProductDetail } from '../features/catalog/components/product-detail';
import { skusOf } from '../features/catalog/model/variant-options';
import { Breadcrumbs } from '../features/navigation/components/breadcrumbs';
import { useCanonicalLink } from '../features/navigation/hooks/use-canonical-link';
import { useCatalogBreadcrumbs } from '../features/navigation/hooks/use-catalog-breadcrumbs';
import { LocationAwareCards } from './location-aware-cards';
import { NotFoundPage } from './not-found-page';

/** The consumer trail of a product (SPEC §2): species, saved category, brand line, pet age, form. */
function ProductBreadcrumbs({ product }: { product: ProductDto }) {
  const { pathname, search } = useLocation();
  const crumbs = useCatalogBreadcrumbs({
    pageType: pageTypeFor(pathname, search),
    species: product.species,
    brand: product.brand.handle,
    petAge: product.lifeStage,
    foodForm: product.foodForm,
  });
  return <Breadcrumbs crumbs={crumbs} />;
}

const renderBreadcrumbs = (product: ProductDto) => <ProductBreadcrumbs product={product} />;

/** A product by handle, with stock and delivery at the shopper's ZIP. */
export function ProductDetailPage({ handle }: { handle: string }) {
  const product = useQuery(productDetailQueryOptions(handle));
  const skus = useMemo(() => (product.data ? skusOf([product.data]) : []), [product.data]);
  useCanonicalLink();

  return (
    <LocationAwareCards skus={skus}>
      <ProductDetail handle={handle} renderBreadcrumbs={renderBreadcrumbs} notFound={<NotFoundPage />} />
    </LocationAwareCards>
  );
}

/**
 * SPEC §2 product detail routes: /products/{brand}/{handle}/{flavor}/{size} (a variant's URL),
 * /products/thirdparty/{handle} and, through the products-slug route, /products/{handle}.
 */
export function ProductDetailRoute() {
  const { handle = '' } = useParams();
  return <ProductDetailPage key={handle} handle={handle} />;
}
