import type { ClinicDto } from '@shop/api-client';
import { Button, PostalAddress, Spinner, VisuallyHidden } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { ApiFailureAlert } from '../../../lib/api/api-failure-alert';
import { clinicSearchQueryOptions, type ClinicSearch } from '../api/staff-registration-queries';

export interface ClinicResultsProps {
  search: ClinicSearch;
  jwt: string;
  onJoin: (clinic: ClinicDto) => void;
  /** The group being joined, whose button shows the wait; every Join is disabled meanwhile. */
  joining: string | null;
}

/**
 * The clinics a search found, each with its address, whether it delivers to members' homes only
 * (SPEC §6), and a Join button named after it. Says how many were found (a status, read once) and
 * when the list is cut at the answer's limit.
 */
export function ClinicResults({ search, jwt, onJoin, joining }: ClinicResultsProps) {
  const results = useQuery(clinicSearchQueryOptions(search, jwt));

  if (results.isPending) return <Spinner label="Searching clinics…" showLabel />;
  if (results.isError) return <ApiFailureAlert error={results.error} />;
  const { clinics, limit, searchTerm } = results.data;
  return (
    <div className="clinic-results">
      <p role="status" className="clinic-results__count">
        {clinics.length === 0
          ? `No clinics found for “${searchTerm}”. Check the spelling, or search by ZIP code, city or name.`
          : `${clinics.length} ${clinics.length === 1 ? 'clinic' : 'clinics'} found for “${searchTerm}”.`}
        {clinics.length >= limit
          ? ` Only the first ${limit} are shown: narrow your search to find yours.`
          : ''}
      </p>
      {clinics.length > 0 ? (
        <ul className="clinic-results__list" aria-label="Clinics found">
          {clinics.map((clinic) => (
            <li key={clinic.clinicID} className="clinic-result">
              <h3 className="clinic-result__name">{clinic.name}</h3>
              <p className="clinic-result__kind">{clinic.kind === 'shelter' ? 'Shelter' : 'Clinic'}</p>
              <PostalAddress address={clinic.address} className="clinic-result__address" />
              {clinic.homeDeliveryOnly ? (
                <p className="clinic-result__note">
                  Home delivery only: your orders go to your home address, not to the clinic.
                </p>
              ) : null}
              <Button onClick={() => onJoin(clinic)} disabled={joining !== null}>
                {joining === clinic.groupID ? 'Joining…' : 'Join'}{' '}
                <VisuallyHidden>{clinic.name}</VisuallyHidden>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
