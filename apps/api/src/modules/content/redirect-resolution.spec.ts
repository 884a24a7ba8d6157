import { normalizeRedirectPath, resolveRedirect, type StoredRedirect } from './redirect-resolution';

const redirects = new Map<string, StoredRedirect>([
  ['/dog-food', { target: '/products/dog', statusCode: 301 }],
  ['/blog', { target: 'https://example.org/blog', statusCode: 302 }],
  ['/broken', { target: '//evil.example', statusCode: 302 }],
  ['/loop', { target: '/loop', statusCode: 301 }],
]);

describe('normalizeRedirectPath', () => {
  it.each([
    ['/dog-food', '/dog-food'],
    ['/Dog-Food/', '/dog-food'],
    ['/dog-food?utm_source=mail', '/dog-food'],
    ['/dog-food#top', '/dog-food'],
    ['/', '/'],
    ['//', '/'],
  ])('%p → %p', (path, expected) => {
    expect(normalizeRedirectPath(path)).toBe(expected);
  });
});

describe('resolveRedirect', () => {
  it('follows an internal redirect', () => {
    expect(resolveRedirect('/dog-food/', redirects)).toEqual({
      path: '/dog-food',
      target: '/products/dog',
      statusCode: 301,
      external: false,
    });
  });

  it('marks an absolute URL as external', () => {
    expect(resolveRedirect('/blog', redirects)).toEqual({
      path: '/blog',
      target: 'https://example.org/blog',
      statusCode: 302,
      external: true,
    });
  });

  it('collapses a doubled products segment when no editor redirect matches', () => {
    expect(resolveRedirect('/products/products/dog', redirects)).toEqual({
      path: '/products/products/dog',
      target: '/products/dog',
      statusCode: 301,
      external: false,
    });
  });

  it('ignores unsafe and self-targeting redirects and unknown paths', () => {
    expect(resolveRedirect('/broken', redirects)).toBeNull();
    expect(resolveRedirect('/loop', redirects)).toBeNull();
    expect(resolveRedirect('/cat-food', redirects)).toBeNull();
    expect(resolveRedirect('/products/products-for-puppies', redirects)).toBeNull();
  });

  it.each([
    '//evil.example/products/products',
    '//evil.example/products/products/dog',
    '/\\evil.example/products/products',
  ])('never turns %s into a redirect to another host (an open redirect)', (path) => {
    expect(resolveRedirect(path, redirects)).toBeNull();
  });
});
