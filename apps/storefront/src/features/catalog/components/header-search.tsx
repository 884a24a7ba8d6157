import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import './header-search.css';

/** The search results route; a query parameter named search marks a results page (SPEC §1, §2). */
export const SEARCH_PATH = '/search';

/** The results URL for a query. */
export function searchHref(query: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ search: query.trim() }).toString()}`;
}

/**
 * The header's product search: a labelled search landmark whose submit opens /search?search=….
 * On the results page it shows the query being displayed; an empty query does nothing.
 */
export function HeaderSearch() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = pathname === SEARCH_PATH ? (searchParams.get('search') ?? '') : '';
  const [query, setQuery] = useState(current);
  const [shownQuery, setShownQuery] = useState(current);
  const inputId = useId();

  // Navigating to other results (or away from them) replaces the text in the same render.
  if (current !== shownQuery) {
    setShownQuery(current);
    setQuery(current);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim() === '') return;
    void navigate(searchHref(query));
  };

  return (
    <form role="search" className="header-search" onSubmit={onSubmit} aria-label="Products">
      <label htmlFor={inputId} className="header-search__label">
        Search products
      </label>
      <input
        id={inputId}
        className="header-search__input"
        type="search"
        name="search"
        placeholder="Search products"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="header-search__submit">
        <span className="header-search__submit-text">Search</span>
      </button>
    </form>
  );
}
