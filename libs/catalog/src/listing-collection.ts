import { isSpecies, type Species } from './species-recognition';

/** What a listing path lists: a species, narrowed by a category and a life stage. */
export interface ListingCollection {
  species?: Species;
  category?: string;
  detail?: string;
}

/** Second slug segments that only steer card preselection (SPEC §2), not the collection. */
const PRESELECTION_SEGMENTS: ReadonlySet<string> = new Set(['flavor', 'weight', 'food-form', 'form']);

/**
 * The collection of a listing path's segments after /products. The segments after the species are a
 * category then a life stage, except that a second segment may be a life stage on its own
 * (/products/dog/puppy), as `lifeStages` (the taxonomy's handles) tells. Preselection slugs
 * (/products/dog/flavor/chicken) list the species and leave the rest to the cards. Null when the
 * first segment is not a species. The storefront's loaders and the server's page check both read
 * paths with this, so a page the storefront shows is one the server answers 200 for.
 */
export function listingCollectionOf(
  segments: readonly string[],
  lifeStages: readonly string[],
): ListingCollection | null {
  const [species, second, third] = segments.map((segment) => segment.toLowerCase());
  if (species === undefined) return {};
  if (!isSpecies(species)) return null;
  if (second === undefined || PRESELECTION_SEGMENTS.has(second)) return { species };
  if (third === undefined && lifeStages.includes(second)) return { species, detail: second };
  return third === undefined ? { species, category: second } : { species, category: second, detail: third };
}
