import { classifySearchLocation } from '@shop/catalog';

/** What a clinic search looks at: the ZIP, the city or the clinic's name. */
export const CLINIC_SEARCH_TYPES = ['zip', 'city', 'name'] as const;
export type ClinicSearchType = (typeof CLINIC_SEARCH_TYPES)[number];

/** The most clinics one search answers, so a one-letter term cannot list the whole table. */
export const CLINIC_SEARCH_LIMIT = 25;

/**
 * The search type a request means: the one it names, else SPEC §5's rule for location entries
 * (a term starting with a digit is a ZIP, anything else a city).
 */
export function clinicSearchTypeOf(searchType: ClinicSearchType | undefined, term: string): ClinicSearchType {
  return searchType ?? classifySearchLocation(term);
}
