import { classifyStorefrontPath, productPagePath, STOREFRONT_PAGE_PATHS } from './storefront-paths';

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

describe('sign-in and account pages (SPEC §2)', () => {
  it.each([
    '/shelter/login',
    '/shelter/register',
    '/shelter/forgot-password',
    '/shelter/reset-password',
    '/logout',
    '/products/logout',
    '/products/cart',
    '/shelter/autoship-required-login',
    '/account/login',
    '/account/dashboard',
    '/account/my-profile',
    '/account/profile',
    '/account/address-book',
    '/account/my-pets/',
    '/account/orders',
    '/account/orders/0d4c7f0e-3b1a-4c55-9a77-3e4e2f1b9c10',
    '/account/orders/42/',
    '/checkout',
    '/checkout/',
    '/checkout/confirmation/0d4c7f0e-3b1a-4c55-9a77-3e4e2f1b9c10',
  ])('%s is a page of the storefront, so the server answers it 200', (path) => {
    expect(classifyStorefrontPath(path)).toEqual({ kind: 'page' });
  });

  it('an account page the storefront does not have yet is nothing', () => {
    expect(classifyStorefrontPath('/account/nowhere')).toEqual({ kind: 'none' });
    expect(classifyStorefrontPath('/account/orders/42/items')).toEqual({ kind: 'none' });
    expect(classifyStorefrontPath('/shelter/nowhere')).toEqual({ kind: 'none' });
    expect(classifyStorefrontPath('/checkout/confirmation')).toEqual({ kind: 'none' });
    expect(classifyStorefrontPath('/checkout/confirmation/1/items')).toEqual({ kind: 'none' });
    expect(classifyStorefrontPath('/checkout/elsewhere/1')).toEqual({ kind: 'none' });
  });
});

describe('productPagePath (the product page search engines are given)', () => {
  it('is /products/{handle}, which the router reads back as that product', () => {
    expect(productPagePath({ handle: 'dog-adult-chicken-dry' })).toBe('/products/dog-adult-chicken-dry');
    expect(classifyStorefrontPath('/products/dog-adult-chicken-dry')).toEqual({
      kind: 'listing-or-product',
      segment: 'dog-adult-chicken-dry',
    });
  });

  it("is /products/thirdparty/{handle} for another company's product (SPEC §2)", () => {
    const path = productPagePath({ handle: 'acme-treats', thirdParty: true });
    expect(path).toBe('/products/thirdparty/acme-treats');
    expect(classifyStorefrontPath(path)).toEqual({ kind: 'product', handle: 'acme-treats' });
  });
});
