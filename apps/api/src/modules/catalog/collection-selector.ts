import { ALL_PRODUCTS_TITLE } from '@shop/catalog';

/** The taxonomy a collection handle is read against (the catalogue's own reference tables). */
export interface CatalogVocabulary {
  species: readonly { handle: string; label: string }[];
  lifeStages: readonly { handle: string; label: string; species: string | null }[];
  foodForms: readonly { handle: string; label: string; wet: boolean }[];
  productLines: readonly { handle: string; name: string }[];
}

/** Which products a listing page or a filters request is about (route /products/{species?}/{category?}/{detail?}). */
export interface CollectionSelector {
  species?: string;
  /** A food form handle, 'wet-food', or a product line handle such as 'prescription-diet'. */
  category?: string;
  /** A life stage handle. */
  detail?: string;
}

/** What a category means for the query: some food forms, or one product line. */
export type CategoryFilter = { foodForms: string[] } | { productLine: string };

export const ALL_COLLECTION = 'all';
export const WET_FOOD = 'wet-food';

export function categoryFilter(category: string, vocabulary: CatalogVocabulary): CategoryFilter | undefined {
  if (category === WET_FOOD)
    return { foodForms: vocabulary.foodForms.filter((f) => f.wet).map((f) => f.handle) };
  if (vocabulary.foodForms.some((f) => f.handle === category)) return { foodForms: [category] };
  if (vocabulary.productLines.some((l) => l.handle === category)) return { productLine: category };
  return undefined;
}

function categoryLabel(category: string, vocabulary: CatalogVocabulary): string | undefined {
  if (category === WET_FOOD) return 'Wet Food';
  return (
    vocabulary.foodForms.find((f) => f.handle === category)?.label ??
    vocabulary.productLines.find((l) => l.handle === category)?.name
  );
}

function stageFits(detail: string, species: string | undefined, vocabulary: CatalogVocabulary): boolean {
  const stage = vocabulary.lifeStages.find((s) => s.handle === detail);
  return Boolean(stage) && (!species || stage?.species === null || stage?.species === species);
}

/** Whether every part of the selector names something the catalogue has, and the life stage fits the species. */
export function isKnownSelector(selector: CollectionSelector, vocabulary: CatalogVocabulary): boolean {
  const { species, category, detail } = selector;
  if (species && !vocabulary.species.some((s) => s.handle === species)) return false;
  if (category && !categoryFilter(category, vocabulary)) return false;
  return !detail || stageFits(detail, species, vocabulary);
}

/**
 * Reads 'all', 'dog', 'dog/dry-food', 'dog/dry-food/puppy', 'dog/puppy', 'prescription-diet'... into a
 * selector; undefined when a segment is unknown, out of place, or a life stage does not fit the species.
 */
export function parseCollectionHandle(
  handle: string,
  vocabulary: CatalogVocabulary,
): CollectionSelector | undefined {
  if (handle === ALL_COLLECTION) return {};
  const segments = handle.split('/');
  const selector: CollectionSelector = {};
  let next = segments.shift();
  if (next && vocabulary.species.some((s) => s.handle === next)) {
    selector.species = next;
    next = segments.shift();
  }
  if (next && categoryFilter(next, vocabulary)) {
    selector.category = next;
    next = segments.shift();
  }
  if (next && stageFits(next, selector.species, vocabulary)) {
    selector.detail = next;
    next = segments.shift();
  }
  return next === undefined ? selector : undefined;
}

/** The collection's handle in canonical form ('all' when nothing is selected). */
export function collectionHandleOf(selector: CollectionSelector): string {
  return [selector.species, selector.category, selector.detail].filter(Boolean).join('/') || ALL_COLLECTION;
}

/** Page heading: 'Shop All Pet Food', 'Dog Food', 'Dog Dry Food', 'Puppy Dog Dry Food', 'Prescription Diet'. */
export function collectionTitle(selector: CollectionSelector, vocabulary: CatalogVocabulary): string {
  const { species, category, detail } = selector;
  if (!species && !category && !detail) return ALL_PRODUCTS_TITLE;
  return [
    detail && vocabulary.lifeStages.find((s) => s.handle === detail)?.label,
    species && vocabulary.species.find((s) => s.handle === species)?.label,
    category ? categoryLabel(category, vocabulary) : 'Food',
  ]
    .filter(Boolean)
    .join(' ');
}
