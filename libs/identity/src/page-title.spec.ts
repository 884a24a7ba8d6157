import { pageTitle } from './page-title';

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
