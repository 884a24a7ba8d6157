import { Button, ErrorState, Grid, VisuallyHidden } from '@shop/ui';
import { useId, type ReactNode } from 'react';
import type { CatalogProduct } from '../model/catalog-types';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import './product-grid.css';

/** Placeholder cards while loading: two full rows at the widest (4-column) layout. */
const SKELETON_CARDS = 8;
/** Cards in the first row (4 columns at most) load their images eagerly. */
const EAGER_IMAGES = 4;

export interface ProductResultsProps {
  products: readonly CatalogProduct[];
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  /** Shown when the list loaded empty; its heading, if any, is a level 3 (under the region's h2). */
  empty: ReactNode;
  /** The region's heading (read, not shown) and the list's accessible name. */
  label?: string;
  errorMessage?: string;
}

/**
 * A page of product cards with every state a shopper can meet: a skeleton while the first page
 * loads, an error with Retry, an empty state, and 'Load more' while the API reports more pages
 * (keeping what is loaded and offering a retry if the next page fails). The region has a heading
 * of its own, read but not shown, so the cards' h3 titles follow an h2 wherever the grid sits (a
 * listing's h1, home's content) and the page outline never skips a level.
 */
export function ProductResults({
  products,
  isPending,
  isError,
  isRefetching,
  refetch,
  hasNextPage,
  fetchNextPage,
  isFetchingNextPage,
  isFetchNextPageError,
  empty,
  label = 'Products',
  errorMessage = "We couldn't load the products. Please try again.",
}: ProductResultsProps) {
  const headingId = useId();
  return (
    <section className="product-grid" aria-labelledby={headingId} aria-busy={isPending}>
      <VisuallyHidden as="h2" id={headingId}>
        {label}
      </VisuallyHidden>
      {isPending ? (
        <>
          <VisuallyHidden role="status">Loading products…</VisuallyHidden>
          <Grid aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index}>
                <ProductCardSkeleton />
              </li>
            ))}
          </Grid>
        </>
      ) : isError && products.length === 0 ? (
        <ErrorState message={errorMessage} onRetry={() => void refetch()} retrying={isRefetching} />
      ) : products.length === 0 ? (
        empty
      ) : (
        <>
          <Grid aria-label={label}>
            {products.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} headingLevel={3} priority={index < EAGER_IMAGES} />
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
