import { classifyStorefrontPath, STOREFRONT_PAGE_PATHS } from '@shop/catalog';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppRoutes } from './router';

/**
 * The server answers 200 or 404 for a page path before the storefront loads (libs/catalog
 * classifyStorefrontPath); the two must agree on what the storefront has a page for.
 */
describe('the route table and the server agree', () => {
  const routes = createAppRoutes(new QueryClient());
  const deepest = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;
  const deepestPath = (path: string) => deepest(path)?.path;

  it.each(STOREFRONT_PAGE_PATHS)('%s has a route of its own, not the content or catch-all route', (path) => {
    const route = deepest(path);
    expect(route?.index === true || (route?.path !== undefined && !['*', ':slug'].includes(route.path))).toBe(
      true,
    );
  });

  it.each([
    '/about-us',
    '/products/dog',
    '/products/dog/dry-food/puppy',
    '/products/a-product',
    '/products/thirdparty/x',
    '/products/b/h/f/s',
  ])('%s, which the server checks against the catalogue or the CMS, has a route', (path) => {
    expect(classifyStorefrontPath(path).kind).not.toBe('none');
    expect(deepestPath(path)).not.toBe('*');
  });

  it("answers an order's page (/account/orders/{id}) on both sides, whatever the id", () => {
    expect(classifyStorefrontPath('/account/orders/0d4c7f0e').kind).toBe('page');
    expect(deepestPath('/account/orders/0d4c7f0e')).toBe('account/orders/:id');
  });

  it('a path the server calls nothing falls to the catch-all route (the not-found page)', () => {
    expect(classifyStorefrontPath('/no/such/page').kind).toBe('none');
    expect(deepestPath('/no/such/page')).toBe('*');
  });
});
