import type { PageType } from './page-type-classification';

/** A page-type change and whether a breadcrumb caused it, as kept in local storage. */
export interface PageTransition {
  previous: PageType;
  current: PageType;
  breadcrumbClicked: boolean;
}

const CLEARING_PAIRS: readonly (readonly [PageType, PageType])[] = [
  ['PDP', 'PLP'],
  ['CLP', 'PLP'],
];

/**
 * Saved search and list filters are dropped (SPEC §2) when the shopper moves between a product page
 * and the product list, between a category page and the list (either way), or leaves a search, so a
 * stale filter does not follow them. Following a breadcrumb keeps them: that is how filters are revisited.
 */
export function shouldClearSavedFilters({ previous, current, breadcrumbClicked }: PageTransition): boolean {
  if (breadcrumbClicked) return false;
  if (previous === 'SRP') return current !== 'SRP';
  return CLEARING_PAIRS.some(
    ([a, b]) => (previous === a && current === b) || (previous === b && current === a),
  );
}
