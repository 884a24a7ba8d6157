import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RenderPetSuggestions } from '../features/account/components/account-dashboard';
import { ProductCarousel } from '../features/catalog/components/product-carousel';
import { skusOf } from '../features/catalog/model/variant-options';
import { carouselProductsQueryOptions } from '../features/content/api/content-queries';
import { RouteCardEnvironment } from './route-card-environment';

function PetSuggestionProducts({ handles, label }: { handles: string[]; label: string }) {
  const { data } = useQuery(carouselProductsQueryOptions(handles));
  const products = useMemo(() => data?.products ?? [], [data]);
  const skus = useMemo(() => skusOf(products), [products]);
  if (products.length === 0) return null;
  return (
    <RouteCardEnvironment skus={skus}>
      {/* Under the dashboard's 'My pets' h2 and the pet's h3. */}
      <ProductCarousel products={products} label={label} headingLevel={4} />
    </RouteCardEnvironment>
  );
}

/**
 * The dashboard's product suggestions for a pet as the catalogue's cards (the same carousel, stock
 * and delivery as everywhere), composed here because features never import each other.
 */
export const renderPetSuggestions: RenderPetSuggestions = (handles, label) => (
  <PetSuggestionProducts handles={handles} label={label} />
);
