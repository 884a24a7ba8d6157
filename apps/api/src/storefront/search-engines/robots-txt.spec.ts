import { robotsTxt } from './robots-txt';

/** The rules for `path` by RFC 9309: the longest matching pattern wins, Allow on a tie. */
function allowed(robots: string, path: string): boolean {
  let best: { length: number; allow: boolean } = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const match = /^(Allow|Disallow): (.*)$/.exec(line);
    if (!match) continue;
    const pattern = match[2];
    const exact = pattern.endsWith('$');
    const prefix = exact ? pattern.slice(0, -1) : pattern;
    const hit = exact ? path === prefix : path.startsWith(prefix);
    if (!hit) continue;
    const allow = match[1] === 'Allow';
    if (pattern.length > best.length || (pattern.length === best.length && allow))
      best = { length: pattern.length, allow };
  }
  return best.allow;
}

describe('robotsTxt, consumer site', () => {
  const robots = robotsTxt('DTC', 'https://shop.example');

  it('names the sitemap at the configured origin', () => {
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml\n');
    expect(robotsTxt('DTC', 'https://shop.example/')).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it.each([
    '/',
    '/products/dog/dry-food',
    '/products/dog-adult-chicken-dry',
    '/faq',
    '/search?search=chicken',
  ])('lets crawlers fetch %s', (path) => expect(allowed(robots, path)).toBe(true));

  it.each([
    '/account/dashboard',
    '/cart',
    '/checkout',
    '/shelter/login',
    '/logout',
    '/api/ecom/v1.0/create-customer-token',
    '/api/account/addresses',
  ])('keeps crawlers out of %s', (path) => expect(allowed(robots, path)).toBe(false));

  it.each(['/api/site', '/api/catalog/products?species=dog', '/api/cms/v1.0/get-header', '/assets/index.js'])(
    'lets a rendering crawler fetch the public read %s the pages need',
    (path) => expect(allowed(robots, path)).toBe(true),
  );
});

describe('robotsTxt, staff site', () => {
  const robots = robotsTxt('HPSF', 'https://staff.example');

  it('has no sitemap', () => expect(robots).not.toMatch(/sitemap/i));

  it.each(['/', '/faq', '/terms-and-conditions', '/maintenance', '/password-protect'])(
    'allows the exempt page %s (SPEC §2)',
    (path) => expect(allowed(robots, path)).toBe(true),
  );

  it.each([
    '/products',
    '/products/dog',
    '/products/dog-adult-chicken-dry',
    '/search?search=chicken',
    '/faqs',
    '/staff-program',
    '/api/catalog/products',
    '/api/ecom/v1.0/get-product-by-handle?handle=x',
  ])('disallows %s', (path) => expect(allowed(robots, path)).toBe(false));
});
