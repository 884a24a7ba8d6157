import { resultCountText } from '@shop/catalog';
import { EmptyState } from '@shop/ui';
import { Link } from 'react-router';
import { PageHead } from '../../../lib/page-head/page-head';
import { useSearchResults } from '../hooks/use-product-list';
import { ProductResults } from './product-results';
import './product-listing.css';

export interface SearchResultsProps {
  /** What the shopper searched for (the ?search parameter). */
  query: string;
}

/**
 * The search results page (SPEC §2 SRP): the query, how many products match, and the matching
 * cards with 'Load more'. Without a query it asks for one instead of listing everything.
 */
export function SearchResults({ query }: SearchResultsProps) {
  const trimmed = query.trim();
  const results = useSearchResults(trimmed);
  const head = <PageHead title={trimmed ? `Search results for "${trimmed}"` : 'Search'} description="" />;

  if (trimmed === '') {
    return (
      <div className="page">
        {head}
        <h1 className="page__title">Search</h1>
        <EmptyState
          title="What are you looking for?"
          description="Type a product name, brand or flavor in the search box above."
        />
      </div>
    );
  }

  const total = results.total;
  return (
    <div className="page product-listing">
      {head}
      <div className="product-listing__heading">
        <h1 className="page__title">Search results for “{trimmed}”</h1>
        <p className="product-listing__count" role="status">
          {total === undefined ? '' : resultCountText(total, results.totalIsLowerBound)}
        </p>
      </div>
      <ProductResults
        {...results}
        label="Search results"
        empty={
          <EmptyState
            headingLevel={3}
            title={`No products match “${trimmed}”`}
            description="Check the spelling or try a more general word."
            action={<Link to="/products">Shop all pet food</Link>}
          />
        }
      />
    </div>
  );
}
