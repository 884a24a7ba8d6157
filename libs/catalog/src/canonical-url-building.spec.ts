import { CANONICAL_QUERY_WHITELIST, canonicalUrl } from './canonical-url-building';

const origin = 'https://shop.example';

describe('canonicalUrl', () => {
  it('whitelists page, search and sku', () => {
    expect(CANONICAL_QUERY_WHITELIST).toEqual(['page', 'search', 'sku']);
  });

  it.each([
    ['/products', '', 'https://shop.example/products'],
    ['/products', '?', 'https://shop.example/products'],
    ['/products', '?utm_source=mail&gclid=1', 'https://shop.example/products'],
    ['/products', '?page=2', 'https://shop.example/products?page=2'],
    ['/products', 'page=2', 'https://shop.example/products?page=2'],
    ['/products', '?sku=A1&utm_source=mail&page=2', 'https://shop.example/products?sku=A1&page=2'],
    ['/products', '?search=dry%20food&fbclid=x', 'https://shop.example/products?search=dry+food'],
    ['/products', '?page=1&page=2', 'https://shop.example/products?page=1&page=2'],
    ['/products', '?Page=2', 'https://shop.example/products'],
    ['/', '?search=a%26b', 'https://shop.example/?search=a%26b'],
  ])('canonicalUrl(%p, %p) is %p', (pathname, search, expected) => {
    expect(canonicalUrl(origin, pathname, search)).toBe(expected);
  });

  it('drops a trailing slash from the origin', () => {
    expect(canonicalUrl('https://shop.example/', '/faq', '')).toBe('https://shop.example/faq');
  });

  it('takes another whitelist', () => {
    expect(canonicalUrl(origin, '/products', '?page=2&sort=price', ['sort'])).toBe(
      'https://shop.example/products?sort=price',
    );
  });
});
