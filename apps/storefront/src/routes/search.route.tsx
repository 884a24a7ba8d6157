import { useEffect, useMemo } from 'react';
import { useLoaderData } from 'react-router';
import { SearchResults } from '../features/catalog/components/search-results';
import { useItemListViewReport } from '../features/analytics/hooks/use-catalog-view-reports';
import { useSearchResults } from '../features/catalog/hooks/use-product-list';
import { skusOf } from '../features/catalog/model/variant-options';
import { saveLastSearchQuery } from '../features/navigation/state/navigation-storage';
import type { SearchDecision } from './catalog-route-loaders';
import { RouteCardEnvironment } from './route-card-environment';

/**
 * SPEC §2 search results (/search?search=…): the header search box lands here. The query is saved
 * as the last search (SPEC §2 local storage) and cleared by the navigation rules when the shopper
 * leaves the search. The results shown are reported as a viewed list (GA4 view_item_list).
 */
export function SearchRoute() {
  const { query } = useLoaderData<SearchDecision>();
  const results = useSearchResults(query);
  const skus = useMemo(() => skusOf(results.products), [results.products]);
  const analyticsList = useMemo(
    () => ({ id: 'search-results', name: `Search results for ${query}` }),
    [query],
  );
  useItemListViewReport(results.products, analyticsList);

  useEffect(() => {
    saveLastSearchQuery(query);
  }, [query]);

  return (
    <RouteCardEnvironment skus={skus}>
      <SearchResults query={query} />
    </RouteCardEnvironment>
  );
}
