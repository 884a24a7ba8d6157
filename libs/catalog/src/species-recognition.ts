/** The species the catalogue is organised by; the first slug segment of a category listing. */
export const SPECIES = ['dog', 'cat'] as const;

/** A species of {@link SPECIES}. */
export type Species = (typeof SPECIES)[number];

/** Tells a category route (/products/dog/...) from a product route; exact lower-case match. */
export function isSpecies(value: string): value is Species {
  return (SPECIES as readonly string[]).includes(value);
}
