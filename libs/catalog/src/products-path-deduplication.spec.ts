import { fixDuplicatedProductsPath } from './products-path-deduplication';

describe('fixDuplicatedProductsPath', () => {
  it.each([
    ['/products/products', '/products'],
    ['/products/products/dog', '/products/dog'],
    ['/products/products/products/dog/dry', '/products/dog/dry'],
    ['/en/products/products/x', '/en/products/x'],
    ['/products/products/', '/products/'],
  ])('fixDuplicatedProductsPath(%p) is %p', (pathname, expected) => {
    expect(fixDuplicatedProductsPath(pathname)).toBe(expected);
  });

  it.each([
    '/',
    '/products',
    '/products/dog',
    '/products/products-for-puppies',
    '/myproducts/products-x',
    '',
  ])('leaves %p alone', (pathname) => {
    expect(fixDuplicatedProductsPath(pathname)).toBeNull();
  });
});
