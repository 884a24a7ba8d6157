import type { QueryClient } from '@tanstack/react-query';
import { useSite } from '../app/site-context';
import { usePageTitle } from '../app/use-page-title';
import { productListQueryOptions } from '../features/catalog/api/product-queries';
import { ProductGrid } from '../features/catalog/components/product-grid';

/**
 * Starts loading the first product page as soon as the route matches, with the same options the
 * grid reads, so products load in parallel with the site lookup instead of after it. It does not
 * wait: the page renders at once and the grid shows its skeleton until the data lands.
 */
export function homeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchInfiniteQuery(productListQueryOptions());
    return null;
  };
}

/** Home (SPEC §2 route '/'): the site's name and the catalogue. The tab shows the bare site name. */
export function HomeRoute() {
  const { title } = useSite();
  usePageTitle();

  return (
    <div className="page">
      <h1 className="page__title">{title}</h1>
      <ProductGrid />
    </div>
  );
}
