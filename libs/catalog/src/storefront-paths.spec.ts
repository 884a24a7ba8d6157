import { classifyStorefrontPath, STOREFRONT_PAGE_PATHS } from './storefront-paths';

describe('classifyStorefrontPath', () => {
  it.each(STOREFRONT_PAGE_PATHS)('%s is a page of the storefront', (path) => {
    expect(classifyStorefrontPath(path)).toEqual({ kind: 'page' });
  });

  it.each([
    ['/faq/', { kind: 'page' }],
    ['/about-us', { kind: 'content', slug: 'about-us' }],
    ['/about-us/', { kind: 'content', slug: 'about-us' }],
    ['/products/dog', { kind: 'listing', segments: ['dog'] }],
    ['/products/dog/dry-food', { kind: 'listing', segments: ['dog', 'dry-food'] }],
    ['/products/dog/dry-food/puppy', { kind: 'listing', segments: ['dog', 'dry-food', 'puppy'] }],
    ['/products/dog-adult-chicken-dry', { kind: 'listing-or-product', segment: 'dog-adult-chicken-dry' }],
    ['/products/thirdparty/wild-paws-salmon', { kind: 'product', handle: 'wild-paws-salmon' }],
    [
      '/products/pet-nutrition/dog-adult-chicken-dry/chicken/15-lb',
      { kind: 'product', handle: 'dog-adult-chicken-dry' },
    ],
  ])('%s is %j', (path, kind) => {
    expect(classifyStorefrontPath(path)).toEqual(kind);
  });

  it.each(['/no/such/page', '/products/a/b/c/d/e', '/products//dog', '/about%zzus', '//evil.example'])(
    '%s is nothing the storefront could show',
    (path) => {
      expect(classifyStorefrontPath(path)).toEqual({ kind: 'none' });
    },
  );
});
