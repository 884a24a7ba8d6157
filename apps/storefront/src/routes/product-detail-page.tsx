import type { ProductDto } from '@shop/api-client';
import type { PageType } from '@shop/catalog';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { productDetailQueryOptions } from '../features/catalog/api/product-detail-queries';
import { ProductDetail } from '../features/catalog/components/product-detail';
import { useProductPageVariant } from '../features/catalog/hooks/use-variant-selection';
import { useItemViewReport } from '../features/analytics/hooks/use-catalog-view-reports';
import { skusOf } from '../features/catalog/model/variant-options';
import { Breadcrumbs } from '../features/navigation/components/breadcrumbs';
import { useCatalogBreadcrumbs } from '../features/navigation/hooks/use-catalog-breadcrumbs';
import type { ProductDecision } from './catalog-route-loaders';
import { RouteCardEnvironment } from './route-card-environment';
import { NotFoundPage } from './not-found-page';
import { ProductReviewsSection } from '../features/reviews/components/product-reviews-section';
import { useSite } from '../lib/site/site-context';
import { requestConsentPreferences } from '../lib/consent/consent-preferences-request';
import { useConsentState } from '../lib/consent/use-consent-state';
import { loadReviewsWidgetThroughConsent } from '../features/reviews/model/load-reviews-widget-through-consent';
import { ProductStructuredData } from './product-structured-data';

/** The consumer trail of a product (SPEC §2): species, saved category, brand line, pet age, form. */
function ProductBreadcrumbs({ product, pageType }: { product: ProductDto; pageType: PageType }) {
  const crumbs = useCatalogBreadcrumbs({
    pageType,
    species: product.species,
    brand: product.brand.handle,
    petAge: product.lifeStage,
    foodForm: product.foodForm,
  });
  return <Breadcrumbs crumbs={crumbs} />;
}

const NO_VARIANTS: ProductDto['variants'] = [];

/**
 * A product by the handle its route's loader decided, with stock and delivery at the shopper's
 * ZIP; the product routes and /products/{handle} each render one. The variant shown is reported as
 * viewed (GA4 view_item) and described to search engines (ProductStructuredData). On the consumer
 * site its reviews follow, behind functional consent (the staff site hides ratings, SPEC §2).
 */
export function ProductDetailPage({ decision }: { decision: ProductDecision }) {
  const { handle, pageType } = decision;
  const { staff } = useSite();
  const { functional } = useConsentState();
  const product = useQuery(productDetailQueryOptions(handle));
  const skus = useMemo(() => (product.data ? skusOf([product.data]) : []), [product.data]);
  const { variant } = useProductPageVariant(product.data?.variants ?? NO_VARIANTS);
  useItemViewReport(product.data, variant);

  return (
    <RouteCardEnvironment skus={skus}>
      {product.data ? <ProductStructuredData product={product.data} sku={variant?.sku} /> : null}
      <ProductDetail
        handle={handle}
        renderBreadcrumbs={(shown) => <ProductBreadcrumbs product={shown} pageType={pageType} />}
        notFound={<NotFoundPage />}
      />
      {product.data && !staff ? (
        <ProductReviewsSection
          handle={handle}
          functionalConsent={functional}
          onOpenPreferences={requestConsentPreferences}
          loadWidget={loadReviewsWidgetThroughConsent}
        />
      ) : null}
    </RouteCardEnvironment>
  );
}
