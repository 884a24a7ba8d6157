import { ERROR_PAGE_TITLE, pageTitle } from './page-title';

describe('pageTitle', () => {
  it.each([
    ['Shopping Cart', 'Shop Pet Nutrition', 'Shopping Cart | Shop Pet Nutrition'],
    ['My Autoships', 'Pro Staff Feeding', 'My Autoships | Pro Staff Feeding'],
    [' Log In ', 'Pro Staff Feeding', 'Log In | Pro Staff Feeding'],
    [undefined, 'Shop Pet Nutrition', 'Shop Pet Nutrition'],
    ['', 'Pro Staff Feeding', 'Pro Staff Feeding'],
    ['   ', 'Pro Staff Feeding', 'Pro Staff Feeding'],
    ['Shop Pet Nutrition', 'Shop Pet Nutrition', 'Shop Pet Nutrition'],
  ])('pageTitle(%p, %p) is %p', (title, siteTitle, expected) => {
    expect(pageTitle(title, siteTitle)).toBe(expected);
  });
});

describe('ERROR_PAGE_TITLE', () => {
  it("is SPEC §2's '404 Error', on the site's template", () => {
    expect(pageTitle(ERROR_PAGE_TITLE, 'Pro Staff Feeding')).toBe('404 Error | Pro Staff Feeding');
  });
});
