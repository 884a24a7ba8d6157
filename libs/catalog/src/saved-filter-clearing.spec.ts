import type { PageType } from './page-type-classification';
import { shouldClearSavedFilters } from './saved-filter-clearing';

describe('shouldClearSavedFilters', () => {
  it.each<[PageType, PageType, boolean]>([
    ['PDP', 'PLP', true],
    ['PLP', 'PDP', true],
    ['CLP', 'PLP', true],
    ['PLP', 'CLP', true],
    ['SRP', 'PLP', true],
    ['SRP', 'PDP', true],
    ['SRP', 'HOME', true],
    ['SRP', 'Other', true],
    ['SRP', 'SRP', false],
    ['PLP', 'SRP', false],
    ['PDP', 'CLP', false],
    ['CLP', 'PDP', false],
    ['PLP', 'PLP', false],
    ['PDP', 'PDP', false],
    ['CLP', 'CLP', false],
    ['HOME', 'PLP', false],
    ['PLP', 'HOME', false],
    ['PDP', 'My Account', false],
  ])('%s → %s clears: %p', (previous, current, expected) => {
    expect(shouldClearSavedFilters({ previous, current, breadcrumbClicked: false })).toBe(expected);
  });

  it.each<[PageType, PageType]>([
    ['PDP', 'PLP'],
    ['PLP', 'PDP'],
    ['CLP', 'PLP'],
    ['PLP', 'CLP'],
    ['SRP', 'PLP'],
  ])('%s → %s keeps the filters after a breadcrumb click', (previous, current) => {
    expect(shouldClearSavedFilters({ previous, current, breadcrumbClicked: true })).toBe(false);
  });
});
