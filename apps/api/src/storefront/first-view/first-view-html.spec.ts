import { firstViewParts, type FirstViewProduct } from './first-view-html';
import { routeAssetsMarkup, routeModules } from './route-chunks';
import { classifyStorefrontPath, contentImageAttributes, featureImageLayout } from '@shop/catalog';

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

const heroImage = { url: '/content-assets/home-hero.svg', alt: hostile };
const homePage = {
  title: 'Home',
  components: [
    {
      type: 'feature_section',
      features: [
        {
          heading: hostile,
          body: 'Vet-developed food.\n\nShipped free over $49.',
          image: heroImage,
          buttons: [
            { text: 'Shop Dog Food', url: '/products/dog', external: false },
            { text: hostile, url: 'javascript:alert(3)', external: true },
          ],
        },
      ],
    },
    { type: 'product_carousel', headline: 'Loved', handles: ['bag'] },
    { type: 'feature_section', features: [{ heading: 'Second block', body: '', image: null, buttons: [] }] },
  ],
};

/** Attribute values as the browser reads them. */
const unescape = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"');

describe('the home page’s first view', () => {
  it('draws the hero with the srcset and sizes of the app’s ContentImage, eager, and preloads that very image', () => {
    const { head, root } = firstViewParts({ site, home: true, homePage });
    const app = contentImageAttributes(heroImage.url, featureImageLayout(true).aspectRatio);
    const img = root.match(/<img class="first-view__feature-image"[^>]*>/)?.[0] ?? '';
    expect(unescape(img.match(/ srcset="([^"]+)"/)?.[1] ?? '')).toBe(app.srcSet);
    expect(unescape(img.match(/ src="([^"]+)"/)?.[1] ?? '')).toBe(app.src);
    expect(img).toContain(`sizes="${featureImageLayout(true).sizes}"`);
    expect(img).toContain(`width="${app.width}" height="${app.height}"`);
    // main.tsx waits for the paint of this very element before the app renders over it.
    expect(img).toContain('fetchpriority="high"');
    expect(img).not.toContain('loading="lazy"');
    const preload = head.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? '';
    expect(unescape(preload.match(/imagesrcset="([^"]+)"/)?.[1] ?? '')).toBe(app.srcSet);
    expect(preload).toContain(`imagesizes="${featureImageLayout(true).sizes}"`);
    expect(preload).toContain('fetchpriority="high"');
  });

  it('writes the hero’s text and buttons escaped, and no unsafe link', () => {
    const { root } = firstViewParts({ site, home: true, homePage });
    expect(root).toContain('<h1 class="first-view__kicker">Shop Pet Nutrition</h1>');
    expect(root).toContain('<p class="first-view__feature-body">Vet-developed food.</p>');
    expect(root).toContain('href="/products/dog"');
    expect(root).not.toMatch(/<script>alert|<img src=x|javascript:/);
    expect(root).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
  });

  it('draws the first block only: a carousel and what follows are the app’s', () => {
    const { root } = firstViewParts({ site, home: true, homePage });
    expect(root).not.toContain('Second block');
    expect(root.match(/<section /g)).toHaveLength(1);
  });

  it('is drawn on the staff site too (home is public there), with nothing of the catalogue', () => {
    const parts = firstViewParts({
      site: { ...site, title: 'Pro Staff Feeding', staff: true },
      home: true,
      homePage,
    });
    expect(parts.root).toContain('first-view__feature-image');
    expect(parts.head).toContain('rel="preload" as="image"');
    expect(parts.root).not.toContain('SearchAction');
  });

  it('has no hero to draw or preload when the page has none', () => {
    const parts = firstViewParts({ site, home: true, homePage: { title: 'Home', components: [] } });
    expect(parts.head).toBe('');
    expect(parts.root).not.toContain('<img');
  });
});

const faqPage = {
  title: 'Frequently Asked Questions',
  components: [
    {
      type: 'faq',
      heading: 'Frequently Asked Questions',
      items: [
        { question: hostile, answer: 'First line\nsecond line\n\nNew paragraph' },
        { question: 'How many items can I order at once?', answer: 'Up to 10.' },
      ],
    },
  ],
};
const termsPage = {
  title: 'Terms & Conditions',
  components: [
    {
      type: 'rich_text',
      html: '<h2 class="x" onclick="alert(4)">Orders</h2><p>Fine &amp; fair. <a href="javascript:alert(5)">x</a> <a href="https://a.example">y</a></p><script>alert(6)</script><img src=x onerror=alert(7)>',
    },
  ],
};

describe('a content page’s first view', () => {
  it('draws the title and the FAQ’s questions as the app does, closed, its answers’ paragraphs escaped', () => {
    const { head, root } = firstViewParts({ site, contentPage: { pathname: '/faq', answer: faqPage } });
    expect(head).toBe('');
    expect(root).toContain('<h1 class="page__title">Frequently Asked Questions</h1>');
    // The block heading repeats the page title: left out, as the app does.
    expect(root).not.toContain('first-view__faq-heading');
    expect(root).toContain(
      '<summary class="first-view__faq-question">How many items can I order at once?</summary>',
    );
    expect(root).toContain('<p>First line<br>second line</p><p>New paragraph</p>');
    expect(root).not.toMatch(/<script>alert|<img src=x/);
    expect(root).not.toContain(' open');
  });

  it('writes rich text with the app’s elements only: no attributes, scripts or unsafe links', () => {
    const { root } = firstViewParts({
      site,
      contentPage: { pathname: '/terms-and-conditions', answer: termsPage },
    });
    expect(root).toContain('<h1 class="page__title">Terms &amp; Conditions</h1>');
    expect(root).toContain(
      '<div class="first-view__block first-view__rich-text"><h2>Orders</h2><p>Fine &amp; fair. <a>x</a> ' +
        '<a href="https://a.example" target="_blank" rel="noopener noreferrer">y</a></p></div>',
    );
    expect(root).not.toMatch(/alert\([4-7]\)|onclick|<img|<script>/);
  });

  it('on the staff site, draws the pages anyone may see and not the others', () => {
    const staff = { ...site, title: 'Pro Staff Feeding', staff: true };
    for (const pathname of ['/faq', '/terms-and-conditions']) {
      expect(firstViewParts({ site: staff, contentPage: { pathname, answer: faqPage } }).root).toContain(
        'first-view__faq-question',
      );
    }
    for (const pathname of ['/shipping', '/about-us']) {
      const { root } = firstViewParts({ site: staff, contentPage: { pathname, answer: faqPage } });
      expect(root).not.toMatch(/Frequently|first-view__faq/);
      expect(root).toContain('Pro Staff Feeding');
    }
  });

  it('skips a block missing its data and stops at one it does not draw', () => {
    const { root } = firstViewParts({
      site,
      contentPage: {
        pathname: '/about-us',
        answer: {
          title: 'About Us',
          components: [
            null,
            { type: 'faq' },
            { type: 'rich_text', html: '<p>Kept</p>' },
            { type: 'product_carousel', handles: [] },
            { type: 'rich_text', html: '<p>After the carousel</p>' },
          ],
        },
      },
    });
    expect(root).toContain('<p>Kept</p>');
    expect(root).not.toContain('After the carousel');
  });
});

describe('routeAssetsMarkup', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
    'src/routes/content-page.route.tsx': { file: 'assets/content.js', imports: ['_shared.js', '_cms.js'] },
    '_cms.js': { file: 'assets/cms.js', css: ['assets/cms.css'] },
  };

  const inline = (file: string) => `<style data-file="${file}"></style>`;

  it('preloads a route’s chunks and writes its stylesheets inline, not what the entry already loads', () => {
    const markup = routeAssetsMarkup(
      manifest,
      routeModules('/about-us', classifyStorefrontPath('/about-us')),
      inline,
    );
    expect(markup).toBe(
      '<style data-file="/assets/cms.css"></style>' +
        '<script type="application/json" id="app-chunks">["/assets/content.js","/assets/cms.js"]</script>',
    );
  });

  it('preloads a stylesheet it cannot write inline', () => {
    const links = routeAssetsMarkup(manifest, ['src/routes/content-page.route.tsx'], () => null);
    expect(links).toContain('<link rel="preload" as="style" crossorigin href="/assets/cms.css">');
  });

  it('skips modules the build does not have and pages it does not guess', () => {
    expect(routeAssetsMarkup(manifest, ['src/routes/renamed.route.tsx'], inline)).toBe('');
    expect(routeModules('/account/orders', classifyStorefrontPath('/account/orders'))).toEqual([]);
  });
});
