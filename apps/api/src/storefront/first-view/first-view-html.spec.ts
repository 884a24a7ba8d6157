import { firstViewParts, type FirstViewProduct } from './first-view-html';
import { routeModules, routePreloadLinks } from './route-chunks';
import { classifyStorefrontPath } from '@shop/catalog';

const site = { origin: 'https://shop.example', title: 'Shop Pet Nutrition', staff: false };
const hostile = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
const product: FirstViewProduct = {
  handle: 'bag',
  title: hostile,
  description: hostile,
  species: 'dog',
  lifeStage: 'adult',
  foodForm: 'dry',
  brand: { name: hostile, handle: 'brand' },
  featuredImage: { url: '/media/bag.png', alt: hostile },
  variants: [
    { sku: '1', price: { amount: '22.99' }, inStock: true },
    { sku: '2', price: { amount: '59.99' }, inStock: false },
  ],
};

describe('firstViewParts', () => {
  it('writes no markup from the product’s text, in the HTML or in its JSON-LD', () => {
    const { head, root } = firstViewParts({ site, product: { answer: product } });
    expect(root).not.toContain('<script>alert');
    expect(root).not.toContain('<img src=x');
    expect(root).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    expect(root.match(/<\/script>/g)).toHaveLength(1); // only the JSON-LD element's own end
    expect(head).toContain('rel="preload" as="image"');
  });

  it('shows the variant the URL names, else the first one', () => {
    expect(firstViewParts({ site, product: { answer: product } }).root).toContain('$22.99');
    expect(firstViewParts({ site, product: { answer: product, sku: '2' } }).root).toContain('$59.99');
  });

  it('renders and preloads nothing of the catalogue on the staff site, only its frame', () => {
    const parts = firstViewParts({
      site: { ...site, title: 'Pro Staff Feeding', staff: true },
      product: { answer: product },
      listing: {
        title: 'Dog Food',
        items: [{ handle: 'bag', title: 'Bag', featuredImage: { url: '/media/bag.png' } }],
      },
    });
    expect(parts.head).toBe('');
    expect(parts.root).toContain('Pro Staff Feeding');
    expect(parts.root).not.toMatch(/<img|Dog Food|alert|application\/ld\+json/);
  });

  it('a listing shows its title and first cards, linked, the first row’s images at once', () => {
    const items = Array.from({ length: 12 }, (_, i) => ({
      handle: `bag-${i}`,
      title: i === 0 ? hostile : `Bag ${i}`,
      featuredImage: { url: `/media/bag-${i}.png` },
    }));
    const { head, root } = firstViewParts({ site, listing: { title: 'Dog Food', items } });
    expect(root).toContain('<h1 class="page__title">Dog Food</h1>');
    expect(root.match(/<li class="first-view__card">/g)).toHaveLength(8);
    expect(root).toContain('href="/products/bag-1"');
    expect(root.match(/fetchpriority="high"/g)).toHaveLength(4);
    expect(root).not.toContain('<script>alert');
    expect(head).toContain('bag-0.png');
  });
});

describe('routePreloadLinks', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
    'src/routes/content-page.route.tsx': { file: 'assets/content.js', imports: ['_shared.js', '_cms.js'] },
    '_cms.js': { file: 'assets/cms.js', css: ['assets/cms.css'] },
  };

  const inline = (file: string) => `<style data-file="${file}"></style>`;

  it('preloads a route’s chunks and writes its stylesheets inline, not what the entry already loads', () => {
    const links = routePreloadLinks(
      manifest,
      routeModules('/about-us', classifyStorefrontPath('/about-us')),
      inline,
    );
    expect(links).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/content.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/cms.js">' +
        '<style data-file="/assets/cms.css"></style>',
    );
  });

  it('preloads a stylesheet it cannot write inline', () => {
    const links = routePreloadLinks(manifest, ['src/routes/content-page.route.tsx'], () => null);
    expect(links).toContain('<link rel="preload" as="style" crossorigin href="/assets/cms.css">');
  });

  it('skips modules the build does not have and pages it does not guess', () => {
    expect(routePreloadLinks(manifest, ['src/routes/renamed.route.tsx'], inline)).toBe('');
    expect(routeModules('/account/orders', classifyStorefrontPath('/account/orders'))).toEqual([]);
  });
});
