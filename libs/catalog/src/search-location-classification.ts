/** What the shopper typed into the location search (SPEC §5). */
export type SearchLocationKind = 'zip' | 'city';

/** Decides whether a location search looks up a ZIP or a city: an entry starting with a digit is a ZIP. */
export function classifySearchLocation(entry: string): SearchLocationKind {
  return /^[0-9]/.test(entry.trim()) ? 'zip' : 'city';
}
