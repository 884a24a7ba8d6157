import { EmptyState } from '@shop/ui';
import type { ProductListFilters } from '../api/product-queries';
import { useProductList } from '../hooks/use-product-list';
import { ProductResults } from './product-results';

export interface ProductGridProps {
  filters?: ProductListFilters;
}

/**
 * A listing's cards on their own (no filters or sort), e.g. the whole catalogue on the home page.
 * Reads the same cache entry as the route's prefetch of productListQueryOptions(filters).
 */
export function ProductGrid({ filters }: ProductGridProps) {
  const list = useProductList(filters);
  return (
    <ProductResults
      {...list}
      empty={<EmptyState title="No products yet" description="Please check back soon." headingLevel={3} />}
    />
  );
}
