import { Button } from '@shop/ui';
import { useId, useState } from 'react';
import {
  countFilters,
  type FilterKey,
  type ListingFilters as SelectedFilters,
} from '../model/listing-params';
import './listing-filters.css';

/** A facet as get-filters-by-handle returns it. */
export interface ListingFacet {
  key: string;
  label: string;
  values: readonly { value: string; label: string; count: number }[];
}

export interface ListingFiltersProps {
  facets: readonly ListingFacet[];
  selected: SelectedFilters;
  onToggle: (key: FilterKey, value: string) => void;
  onClear: () => void;
}

/**
 * The listing's filters: one group of checkboxes per facet, each value with its product count.
 * Collapsed behind a 'Filters' toggle on small screens and always open as a sidebar from lg up.
 * A facet with a single value and nothing chosen offers no choice and is left out.
 */
export function ListingFilters({ facets, selected, onToggle, onClear }: ListingFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const chosen = countFilters(selected);
  const visible = facets.filter(
    (facet) => facet.values.length > 1 || (selected[facet.key as FilterKey]?.length ?? 0) > 0,
  );

  if (visible.length === 0) return null;

  return (
    <aside className="listing-filters" aria-label="Filters">
      <button
        type="button"
        className="listing-filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Filters{chosen > 0 ? ` (${chosen})` : ''}
      </button>
      <div id={panelId} className={`listing-filters__panel${open ? ' listing-filters__panel--open' : ''}`}>
        <div className="listing-filters__header">
          <h2 className="listing-filters__title">Filters</h2>
          {chosen > 0 ? (
            <Button variant="ghost" className="listing-filters__clear" onClick={onClear}>
              Clear all
            </Button>
          ) : null}
        </div>
        {visible.map((facet) => (
          <FacetGroup key={facet.key} facet={facet} selected={selected} onToggle={onToggle} />
        ))}
      </div>
    </aside>
  );
}

function FacetGroup({
  facet,
  selected,
  onToggle,
}: {
  facet: ListingFacet;
  selected: SelectedFilters;
  onToggle: (key: FilterKey, value: string) => void;
}) {
  const key = facet.key as FilterKey;
  const chosen = selected[key] ?? [];
  return (
    <fieldset className="listing-filters__group">
      <legend className="listing-filters__legend">{facet.label}</legend>
      <ul className="listing-filters__values">
        {facet.values.map((option) => (
          <li key={option.value}>
            <label className="listing-filters__option">
              <input
                type="checkbox"
                className="listing-filters__checkbox"
                checked={chosen.includes(option.value)}
                onChange={() => onToggle(key, option.value)}
              />
              <span className="listing-filters__option-label">{option.label}</span>{' '}
              <span className="listing-filters__count" aria-hidden="true">
                ({option.count})
              </span>
              <span className="listing-filters__count-unit">
                ({option.count} {option.count === 1 ? 'product' : 'products'})
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
