import {
  MAIN_BRAND,
  MAIN_BRAND_LABEL,
  TREATS_BRAND_LABEL,
  brandCrumbLabel,
  petAgeCrumbLabel,
  staffBreadcrumbs,
  standardBreadcrumbs,
} from './breadcrumb-building';
import type { PageType } from './page-type-classification';

const HOME = { label: 'Home', href: '/' };
const ALL = { label: 'All Products', href: '/products' };
const DOG = { label: 'Dog', href: '/products/dog' };
const savedCategory = { label: 'Dry Food', href: '/products/dog/dry-food' };

describe('breadcrumbs', () => {
  it('names the brand lines', () => {
    expect([MAIN_BRAND, MAIN_BRAND_LABEL, TREATS_BRAND_LABEL]).toEqual([
      'pet-nutrition',
      'Pet Nutrition',
      'Pet Nutrition Treats',
    ]);
  });

  it.each([
    ['pet-nutrition', 'Pet Nutrition'],
    ['Pet Nutrition', 'Pet Nutrition'],
    [' PET-NUTRITION ', 'Pet Nutrition'],
    ['pet-nutrition-treats', 'Pet Nutrition Treats'],
    ['other-brand', 'Pet Nutrition Treats'],
    ['', 'Pet Nutrition Treats'],
  ])('brandCrumbLabel(%p) is %p', (brand, expected) => {
    expect(brandCrumbLabel(brand)).toBe(expected);
  });

  it.each([
    ['senior', 'Senior'],
    ['Puppy', 'Puppy'],
    ['KITTEN', 'Kitten'],
    [' kitten ', 'Kitten'],
    ['adult', 'Adult'],
    ['all-life-stages', 'Adult'],
    ['', 'Adult'],
    [undefined, 'Adult'],
    ['constructor', 'Adult'],
  ])('petAgeCrumbLabel(%p) is %p', (age, expected) => {
    expect(petAgeCrumbLabel(age)).toBe(expected);
  });

  it('starts every trail with Home and All Products', () => {
    expect(standardBreadcrumbs({ pageType: 'PLP' })).toEqual([HOME, ALL]);
  });

  it.each([
    ['dog', [HOME, ALL, DOG]],
    ['Cat', [HOME, ALL, { label: 'Cat', href: '/products/cat' }]],
    ['bird', [HOME, ALL]],
    ['', [HOME, ALL]],
  ])('adds species %p', (species, expected) => {
    expect(standardBreadcrumbs({ species, pageType: 'PLP' })).toEqual(expected);
  });

  it.each<[PageType, boolean]>([
    ['PDP', true],
    ['CLP', true],
    ['PLP', false],
    ['SRP', false],
    ['HOME', false],
    ['Other', false],
  ])('on %s the saved category shown is %p', (pageType, shown) => {
    expect(standardBreadcrumbs({ species: 'dog', savedCategory, pageType })).toEqual(
      shown ? [HOME, ALL, DOG, savedCategory] : [HOME, ALL, DOG],
    );
  });

  it('adds brand, pet age and food form in that order, after the category', () => {
    expect(
      standardBreadcrumbs({
        species: 'dog',
        savedCategory,
        pageType: 'PDP',
        brand: 'pet-nutrition',
        petAge: 'puppy',
        foodForm: 'dry-food',
      }),
    ).toEqual([
      HOME,
      ALL,
      DOG,
      savedCategory,
      { label: 'Pet Nutrition' },
      { label: 'Puppy' },
      { label: 'Dry Food' },
    ]);
  });

  it.each([
    [{ brand: 'crunchy-bites' }, [{ label: 'Pet Nutrition Treats' }]],
    [{ petAge: 'adult' }, [{ label: 'Adult' }]],
    [{ petAge: 'mature' }, [{ label: 'Adult' }]],
    [{ foodForm: 'wet' }, [{ label: 'Wet' }]],
    [{ foodForm: 'CANNED' }, [{ label: 'Canned' }]],
    [{ brand: '', petAge: ' ', foodForm: '' }, []],
  ])('adds only the given facets: %p', (facets, tail) => {
    expect(standardBreadcrumbs({ pageType: 'PDP', ...facets })).toEqual([HOME, ALL, ...tail]);
  });

  it.each([
    [[], [{ label: 'Catalog', href: '/products' }]],
    [
      [{ label: 'Dry' }, { label: 'Adult' }],
      [
        { label: 'Catalog', href: '/products' },
        { label: 'Dry', disabled: true },
        { label: 'Adult', disabled: true },
      ],
    ],
  ])('staff trail for filters %p', (filters, expected) => {
    expect(staffBreadcrumbs(filters)).toEqual(expected);
  });
});
