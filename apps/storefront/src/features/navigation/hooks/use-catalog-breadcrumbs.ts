import { staffBreadcrumbs, standardBreadcrumbs, type Crumb, type PageType } from '@shop/catalog';
import { useSite } from '../../../lib/site/site-context';
import type { SavedCategory } from '../state/navigation-storage';
import { useSavedCategory, useSavedListFilters } from './use-navigation-state';

/** A category saved from another species' listing would mislead on this page's trail. */
function fitsSpecies(href: string, species: string | undefined): boolean {
  return !species || href.startsWith(`/products/${species}/`);
}

/** What a catalogue page knows for its trail; the saved category and filters come from storage. */
export interface CatalogBreadcrumbInput {
  pageType: PageType;
  species?: string;
  brand?: string;
  petAge?: string;
  foodForm?: string;
  /**
   * The category crumb: undefined uses the saved category (product pages), a value uses that one
   * (the category page itself), null shows none (the product list and species pages).
   */
  category?: SavedCategory | null;
}

/**
 * The trail for the current site (SPEC §2): the consumer trail with the saved category on DTC, the
 * single Catalog crumb plus saved filters (disabled) on the staff site.
 */
export function useCatalogBreadcrumbs({
  pageType,
  species,
  brand,
  petAge,
  foodForm,
  category,
}: CatalogBreadcrumbInput): Crumb[] {
  const { staff } = useSite();
  const savedCategory = useSavedCategory();
  const savedFilters = useSavedListFilters();
  const categoryCrumb =
    category !== undefined
      ? category
      : savedCategory && fitsSpecies(savedCategory.href, species)
        ? savedCategory
        : null;

  // Not memoised: the listing passes its category crumb as a fresh object on every render, and
  // building a trail of a few crumbs costs less than comparing the inputs would save.
  if (staff) return staffBreadcrumbs(savedFilters?.values ?? []);
  return standardBreadcrumbs({
    pageType,
    species,
    brand,
    petAge,
    foodForm,
    savedCategory: categoryCrumb ?? undefined,
  });
}
