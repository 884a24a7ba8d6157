import { useId } from 'react';
import { LISTING_SORTS, SORT_LABELS, type ListingSortOption } from '../model/listing-params';
import './listing-sort.css';

export interface ListingSortProps {
  value: ListingSortOption;
  onChange: (sort: ListingSortOption) => void;
  /** The staff site shows no prices, so it offers no price orders either. */
  hidePriceSorts?: boolean;
}

const PRICE_SORTS: ReadonlySet<ListingSortOption> = new Set(['price-asc', 'price-desc']);

/** The listing's sort order, a native select so it works with every input method. */
export function ListingSort({ value, onChange, hidePriceSorts = false }: ListingSortProps) {
  const id = useId();
  // A shared link may already sort by price; that order stays selectable so the select tells the truth.
  const sorts = LISTING_SORTS.filter((sort) => !hidePriceSorts || !PRICE_SORTS.has(sort) || sort === value);
  return (
    <div className="listing-sort">
      <label htmlFor={id} className="listing-sort__label">
        Sort by
      </label>
      <select
        id={id}
        className="ui-control ui-control--small"
        value={value}
        onChange={(event) => onChange(event.target.value as ListingSortOption)}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
