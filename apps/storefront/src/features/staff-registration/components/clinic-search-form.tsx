import { classifySearchLocation } from '@shop/catalog';
import { Button, TextField } from '@shop/ui';
import { useId, useState, type FormEvent } from 'react';
import type { ClinicSearch } from '../api/staff-registration-queries';

type SearchBy = 'location' | 'name';

const TERM_LABELS: Record<SearchBy, string> = { location: 'ZIP code or city', name: 'Clinic name' };
const TERM_HINTS: Record<SearchBy, string> = {
  location: 'The start of a ZIP code (e.g. 800) or of a city (e.g. Aurora).',
  name: 'Any part of the name, e.g. humane.',
};

/**
 * The clinic search: by location (SPEC §5, libs/catalog classifySearchLocation: an entry starting
 * with a digit is a ZIP, anything else a city) or by part of the clinic's name. The search type is
 * always sent, as SPEC §7's search-clinic body has it. A blank entry is caught here.
 */
export function ClinicSearchForm({ onSearch }: { onSearch: (search: ClinicSearch) => void }) {
  const [searchBy, setSearchBy] = useState<SearchBy>('location');
  const [term, setTerm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const groupName = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed === '') {
      setProblem(`Enter a ${searchBy === 'name' ? 'clinic name' : 'ZIP code or city'} to search`);
      return;
    }
    setProblem(null);
    onSearch({ term: trimmed, searchType: searchBy === 'name' ? 'name' : classifySearchLocation(trimmed) });
  };

  return (
    <form role="search" aria-label="Clinics" className="clinic-search" onSubmit={onSubmit} noValidate>
      <fieldset className="clinic-search__by">
        <legend>Search by</legend>
        {(['location', 'name'] as const).map((value) => (
          <label key={value} className="clinic-search__choice">
            <input
              type="radio"
              name={groupName}
              value={value}
              checked={searchBy === value}
              onChange={() => setSearchBy(value)}
            />{' '}
            {TERM_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <div className="clinic-search__row">
        <TextField
          label={TERM_LABELS[searchBy]}
          hint={TERM_HINTS[searchBy]}
          type="search"
          maxLength={100}
          autoComplete="off"
          value={term}
          error={problem}
          onChange={(event) => setTerm(event.target.value)}
        />
        <Button type="submit" className="clinic-search__submit">
          Search
        </Button>
      </div>
    </form>
  );
}
