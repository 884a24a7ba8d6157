import { isPageType, pageTypeFor } from './page-type-classification';

describe('pageTypeFor', () => {
  it.each([
    ['/', 'HOME'],
    ['', 'HOME'],
    ['/products', 'PLP'],
    ['/products/', 'PLP'],
    ['/Products', 'PLP'],
    ['/products/dog', 'CLP'],
    ['/products/cat', 'CLP'],
    ['/products/dog/dry-food', 'CLP'],
    ['/products/cat/flavor/chicken', 'CLP'],
    ['/products/Dog/weight/15lb', 'CLP'],
    ['/products/adult-dry-chicken', 'PDP'],
    ['/products/thirdparty/some-treat', 'PDP'],
    ['/products/pet-nutrition/adult-dry/chicken/15lb', 'PDP'],
    ['/products/bird', 'PDP'],
    ['/products/dog/a/b/c', 'PDP'],
    ['/products/cart', 'Other'],
    ['/products/logout', 'Other'],
    ['/products/cart/x', 'PDP'],
    ['/account/dashboard', 'My Account'],
    ['/account/my-profile', 'My Profile'],
    ['/account/profile', 'My Profile'],
    ['/account/orders', 'My Orders'],
    ['/account/orders/', 'My Orders'],
    ['/account/orders/1001', 'My Order Details'],
    ['/account/orders/1001/items', 'Other'],
    ['/account/autoships', 'My Autoships'],
    ['/account/address-book', 'Address Book'],
    ['/account', 'Other'],
    ['/account/my-pets', 'Other'],
    ['/account/constructor', 'Other'],
    ['/account/dashboard/extra', 'Other'],
    ['/cart', 'Other'],
    ['/about-us', 'Other'],
    ['/productsx', 'Other'],
  ])('pageTypeFor(%p) is %p', (pathname, expected) => {
    expect(pageTypeFor(pathname, '')).toBe(expected);
  });

  it.each([
    ['/', '?search=kibble', 'SRP'],
    ['/products', '?search=kibble', 'SRP'],
    ['/products/adult-dry', 'search=', 'SRP'],
    ['/account/orders', '?page=2&search', 'SRP'],
    ['/products', '?page=2', 'PLP'],
    ['/products', '?searchTerm=kibble', 'PLP'],
    ['/products', '?q=search', 'PLP'],
    ['/', '', 'HOME'],
  ])('pageTypeFor(%p, %p) is %p', (pathname, search, expected) => {
    expect(pageTypeFor(pathname, search)).toBe(expected);
  });
});

describe('isPageType', () => {
  it.each(['PDP', 'HOME', 'My Order Details', 'Other'])('accepts the label %p', (label) => {
    expect(isPageType(label)).toBe(true);
  });

  it.each(['pdp', 'Home', '', ' PDP', 'My Order', null, 3, undefined])('refuses %p', (value) => {
    expect(isPageType(value)).toBe(false);
  });

  it('knows every label pageTypeFor can answer', () => {
    const visits = [
      ['/', ''],
      ['/products', ''],
      ['/products/dog', ''],
      ['/products/x', ''],
      ['/search', '?search=a'],
      ['/account/dashboard', ''],
      ['/faq', ''],
    ];
    for (const [pathname, search] of visits) expect(isPageType(pageTypeFor(pathname, search))).toBe(true);
  });
});
