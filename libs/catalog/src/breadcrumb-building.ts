import type { PageType } from './page-type-classification';
import { isSpecies } from './species-recognition';

/** One breadcrumb; a crumb without href is plain text, a disabled one is shown greyed out. */
export interface Crumb {
  label: string;
  href?: string;
  disabled?: boolean;
}

/** Handle of the main food brand line; every other brand is shown as the treats line (SPEC §2). */
export const MAIN_BRAND = 'pet-nutrition';

/** Breadcrumb label of the main food brand line. */
export const MAIN_BRAND_LABEL = 'Pet Nutrition';

/** Breadcrumb label for any brand other than the main line. */
export const TREATS_BRAND_LABEL = 'Pet Nutrition Treats';

const PET_AGE_LABELS: Readonly<Record<string, string>> = {
  senior: 'Senior',
  puppy: 'Puppy',
  kitten: 'Kitten',
};

function handleOf(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '-');
}

function titleCase(text: string): string {
  return text
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** Brand crumb (SPEC §2): the main line by handle or by name, the treats line for anything else. */
export function brandCrumbLabel(brand: string): string {
  return handleOf(brand) === MAIN_BRAND ? MAIN_BRAND_LABEL : TREATS_BRAND_LABEL;
}

/** Pet age crumb (SPEC §2): Senior, Puppy or Kitten when the age says so, otherwise Adult. */
export function petAgeCrumbLabel(age?: string): string {
  const key = handleOf(age ?? '');
  return Object.hasOwn(PET_AGE_LABELS, key) ? PET_AGE_LABELS[key] : 'Adult';
}

/** What the consumer site knows when building breadcrumbs for the current page. */
export interface StandardBreadcrumbInput {
  species?: string;
  /** The category the shopper last listed, restored from local storage. */
  savedCategory?: { label: string; href: string };
  pageType: PageType;
  brand?: string;
  petAge?: string;
  foodForm?: string;
}

/**
 * Consumer-site trail (SPEC §2): Home > All Products > species, then on a product or category page the
 * saved category, then brand, pet age and food form when known. Only Home, All Products, species and
 * the saved category link somewhere.
 */
export function standardBreadcrumbs(input: StandardBreadcrumbInput): Crumb[] {
  const crumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    { label: 'All Products', href: '/products' },
  ];
  const species = input.species?.trim().toLowerCase() ?? '';
  if (isSpecies(species)) crumbs.push({ label: titleCase(species), href: `/products/${species}` });
  if ((input.pageType === 'PDP' || input.pageType === 'CLP') && input.savedCategory) {
    crumbs.push({ label: input.savedCategory.label, href: input.savedCategory.href });
  }
  if (input.brand?.trim()) crumbs.push({ label: brandCrumbLabel(input.brand) });
  if (input.petAge?.trim()) crumbs.push({ label: petAgeCrumbLabel(input.petAge) });
  if (input.foodForm?.trim()) crumbs.push({ label: titleCase(input.foodForm) });
  return crumbs;
}

/** Staff-feeding trail (SPEC §2): one Catalog crumb, then the saved filters as disabled crumbs. */
export function staffBreadcrumbs(savedFilters: readonly { label: string }[]): Crumb[] {
  return [
    { label: 'Catalog', href: '/products' },
    ...savedFilters.map((filter) => ({ label: filter.label, disabled: true })),
  ];
}
