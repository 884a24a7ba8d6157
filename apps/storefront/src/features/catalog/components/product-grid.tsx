import { Button, EmptyState, ErrorState, Grid, VisuallyHidden } from '@shop/ui';
import type { ProductListFilters } from '../api/product-queries';
import { useProductList } from '../hooks/use-product-list';
import './product-grid.css';
import { ProductTileSkeleton } from './product-tile-skeleton';
import { ProductTile } from './product-tile';

/** Placeholder tiles while loading: two full rows at the widest (4-column) layout. */
const SKELETON_TILES = 8;

export interface ProductGridProps {
  filters?: ProductListFilters;
}

/**
 * The catalogue as a responsive grid with every state a shopper can meet: a skeleton while the
 * first page loads, an error with Retry, 'No products yet' when the catalogue is empty, and a
 * 'Load more' button while the API reports more pages.
 */
export function ProductGrid({ filters }: ProductGridProps) {
  const {
    products,
    isPending,
    isError,
    isRefetching,
    refetch,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useProductList(filters);

  return (
    <section className="product-grid" aria-labelledby="product-grid-heading" aria-busy={isPending}>
      <VisuallyHidden as="h2" id="product-grid-heading">
        Products
      </VisuallyHidden>
      {isPending ? (
        <>
          <VisuallyHidden role="status">Loading products…</VisuallyHidden>
          <Grid aria-hidden="true">
            {Array.from({ length: SKELETON_TILES }, (_, index) => (
              <li key={index}>
                <ProductTileSkeleton />
              </li>
            ))}
          </Grid>
        </>
      ) : isError && products.length === 0 ? (
        <ErrorState
          message="We couldn't load the products. Please try again."
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : products.length === 0 ? (
        <EmptyState title="No products yet" description="Please check back soon." headingLevel={3} />
      ) : (
        <>
          <Grid aria-label="Products">
            {products.map((product) => (
              <li key={product.id}>
                <ProductTile product={product} />
              </li>
            ))}
          </Grid>
          {isFetchNextPageError ? (
            <ErrorState
              message="We couldn't load more products."
              onRetry={() => void fetchNextPage()}
              retrying={isFetchingNextPage}
            />
          ) : null}
          {hasNextPage && !isFetchNextPageError ? (
            <div className="product-grid__more">
              <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
