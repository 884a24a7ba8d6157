import { firstViewParts, type FirstViewProduct } from './first-view-html';
import { routeAssetsMarkup, routeModules } from './route-chunks';
import { classifyStorefrontPath, contentImageAttributes, featureImageLayout } from '@shop/catalog';

const site = { origin: 'https://shop.example', title: 'Shop Pet Nutrition', staff: false };
const page = { pathname: '/products/bag', search: '' };
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
    const { head, root } = firstViewParts({ page, site, product: { answer: product } });
    expect(root).not.toContain('<script>alert');
    expect(root).not.toContain('<img src=x');
    expect(root).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    expect(root.match(/<\/script>/g)).toHaveLength(1); // only the JSON-LD element's own end
    expect(head).toContain('rel="preload" as="image"');
  });

  it('shows the variant the URL names, else the first one', () => {
    expect(firstViewParts({ page, site, product: { answer: product } }).root).toContain('$22.99');
    expect(firstViewParts({ page, site, product: { answer: product, sku: '2' } }).root).toContain('$59.99');
  });

  it('draws the star summary with its words, escaped, and puts the rating in the JSON-LD', () => {
    const reviews = {
      summary: { average: 4.6, count: 23 },
      reviews: [
        { rating: 5, title: hostile, body: hostile, authorName: hostile, createdAt: '2026-01-02T00:00:00Z' },
      ],
    };
    const { root } = firstViewParts({ page, site, product: { answer: product, reviews } });
    expect(root).toContain('role="img" aria-label="4.6 out of 5, 23 reviews"');
    expect(root).toContain('style="width:92%"');
    expect(root).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":4.6,"reviewCount":23');
    expect(root).not.toContain('<script>alert');
    expect(root.match(/<\/script>/g)).toHaveLength(1);
    const none = firstViewParts({
      page,
      site,
      product: { answer: product, reviews: { ...reviews, summary: { average: 0, count: 0 }, reviews: [] } },
    });
    expect(none.root).toContain('No reviews yet');
    expect(none.root).not.toContain('aggregateRating');
  });

  it('renders and preloads nothing of the catalogue on the staff site, only its frame', () => {
    const parts = firstViewParts({
      page,
      site: { ...site, title: 'Pro Staff Feeding', staff: true },
      product: { answer: product, reviews: { summary: { average: 4, count: 2 }, reviews: [] } },
      listing: {
        title: 'Dog Food',
        items: [{ handle: 'bag', title: 'Bag', featuredImage: { url: '/media/bag.png' } }],
      },
    });
    expect(parts.head).not.toContain('rel="preload"');
    expect(parts.head).toContain('<title>Pro Staff Feeding</title>');
    expect(parts.head).not.toContain('name="description"');
    expect(parts.root).toContain('Pro Staff Feeding');
    expect(parts.root).not.toMatch(/<img|Dog Food|alert|application\/ld\+json|star-rating/);
  });

  it('a listing shows its title and first cards, linked, the first row’s images at once', () => {
    const items = Array.from({ length: 12 }, (_, i) => ({
      handle: `bag-${i}`,
      title: i === 0 ? hostile : `Bag ${i}`,
      featuredImage: { url: `/media/bag-${i}.png` },
    }));
    const { head, root } = firstViewParts({ page, site, listing: { title: 'Dog Food', items } });
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
    const { head, root } = firstViewParts({ page, site, home: true, homePage });
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
    const { root } = firstViewParts({ page, site, home: true, homePage });
    expect(root).toContain('<h1 class="first-view__kicker">Shop Pet Nutrition</h1>');
    expect(root).toContain('<p class="first-view__feature-body">Vet-developed food.</p>');
    expect(root).toContain('href="/products/dog"');
    expect(root).not.toMatch(/<script>alert|<img src=x|javascript:/);
    expect(root).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
  });

  it('draws the first block only: a carousel and what follows are the app’s', () => {
    const { root } = firstViewParts({ page, site, home: true, homePage });
    expect(root).not.toContain('Second block');
    expect(root.match(/<section /g)).toHaveLength(1);
  });

  it('is drawn on the staff site too (home is public there), with nothing of the catalogue', () => {
    const parts = firstViewParts({
      page,
      site: { ...site, title: 'Pro Staff Feeding', staff: true },
      home: true,
      homePage,
    });
    expect(parts.root).toContain('first-view__feature-image');
    expect(parts.head).toContain('rel="preload" as="image"');
    expect(parts.root).not.toContain('SearchAction');
  });

  it('has no hero to draw or preload when the page has none', () => {
    const parts = firstViewParts({ page, site, home: true, homePage: { title: 'Home', components: [] } });
    expect(parts.head).not.toContain('rel="preload"');
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
    const { head, root } = firstViewParts({ page, site, contentPage: { pathname: '/faq', answer: faqPage } });
    expect(head).not.toContain('rel="preload"');
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
      page,
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
      expect(
        firstViewParts({ page, site: staff, contentPage: { pathname, answer: faqPage } }).root,
      ).toContain('first-view__faq-question');
    }
    for (const pathname of ['/shipping', '/about-us']) {
      const { root } = firstViewParts({ page, site: staff, contentPage: { pathname, answer: faqPage } });
      expect(root).not.toMatch(/Frequently|first-view__faq/);
      expect(root).toContain('Pro Staff Feeding');
    }
  });

  it('skips a block missing its data and stops at one it does not draw', () => {
    const { root } = firstViewParts({
      page,
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

  it('stops at a video block: its box is the app’s (poster, consent), and what follows sits below it', () => {
    const { root } = firstViewParts({
      page,
      site,
      contentPage: {
        pathname: '/about-us',
        answer: {
          title: 'About Us',
          components: [
            { type: 'rich_text', html: '<p>Before the video</p>' },
            { type: 'video', videoId: 'abc', title: 'How it is made', poster: null },
            { type: 'rich_text', html: '<p>After the video</p>' },
          ],
        },
      },
    });
    expect(root).toContain('Before the video');
    expect(root).not.toContain('After the video');
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

describe('the head a first view writes (as the page sets it: lib/page-head)', () => {
  const headOf = (input: Partial<Parameters<typeof firstViewParts>[0]>) =>
    firstViewParts({ page, site, ...input }).head;
  const titleOf = (head: string) => head.match(/<title>(.*?)<\/title>/)?.[1];
  const descriptionOf = (head: string) => head.match(/<meta name="description" content="([^"]*)">/)?.[1];

  it('titles a product page with the product, described by its description cut to 160 characters', () => {
    const long = { ...product, title: 'Adult Chicken', description: 'x'.repeat(200) };
    const head = headOf({ product: { answer: long } });
    expect(titleOf(head)).toBe('Adult Chicken | Shop Pet Nutrition');
    expect(descriptionOf(head)).toBe('x'.repeat(160));
  });

  it('escapes what it writes: a title cannot close its element', () => {
    const head = headOf({ product: { answer: product } });
    expect(head).not.toContain('<script>');
    expect(head).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it("keeps only the whitelisted query parameters in the canonical link, on the site's public origin", () => {
    const head = headOf({ page: { pathname: '/products/bag', search: '?sku=2&utm_source=mail' } });
    expect(head).toContain('<link rel="canonical" href="https://shop.example/products/bag?sku=2">');
  });

  it('titles a species listing with its title, and /products as SPEC §2 says, with an empty description', () => {
    const items = [{ handle: 'bag', title: 'Bag' }];
    const dog = headOf({ listing: { title: 'Dog Food', items } });
    expect(titleOf(dog)).toBe('Dog Food | Shop Pet Nutrition');
    expect(descriptionOf(dog)).toBe(
      'Shop Dog Food: compare flavors and sizes, check stock at your ZIP code and get it delivered.',
    );
    const all = firstViewParts({ page, site, listing: { title: 'All products', items, allProducts: true } });
    expect(titleOf(all.head)).toBe('Shop All Pet Food | Shop Pet Nutrition');
    expect(descriptionOf(all.head)).toBe('');
    expect(all.root).toContain('<h1 class="page__title">Shop All Pet Food</h1>');
  });

  it("titles home with the bare site name and the CMS page's description, else the shop's line", () => {
    const head = headOf({ home: true, homePage: { ...homePage, description: 'Food, delivered.' } });
    expect(titleOf(head)).toBe('Shop Pet Nutrition');
    expect(descriptionOf(head)).toBe('Food, delivered.');
    expect(descriptionOf(headOf({ home: true, homePage }))).toBe('Pet nutrition, delivered.');
  });

  it("titles a content page with the CMS page's title and description", () => {
    const head = headOf({
      contentPage: { pathname: '/faq', answer: { ...faqPage, description: 'Answers about orders.' } },
    });
    expect(titleOf(head)).toBe('Frequently Asked Questions | Shop Pet Nutrition');
    expect(descriptionOf(head)).toBe('Answers about orders.');
  });

  it('gives a page it knows nothing of the bare site name and leaves its description to the page', () => {
    const head = headOf({});
    expect(titleOf(head)).toBe('Shop Pet Nutrition');
    expect(descriptionOf(head)).toBeUndefined();
  });
});

describe('the not-found page’s first view', () => {
  const errorPage = {
    title: '404 Error',
    description: 'The page you were looking for could not be found.',
    components: [
      {
        type: 'feature_section',
        features: [
          {
            heading: 'Sorry, we can’t find that page',
            body: 'The page may have moved.',
            image: { url: '/content-assets/error-404.svg', alt: 'A puppy' },
            buttons: [
              { text: 'Back to Home', url: '/', external: false },
              { text: 'Contact Us', url: '/contact-us', external: false },
            ],
          },
        ],
      },
      { type: 'product_carousel', headline: 'Popular right now', handles: ['adult-chicken-rice'] },
    ],
  };

  it('draws the CMS error page under the path line (escaped), its heading the h1, titled 404 Error', () => {
    const { head, root } = firstViewParts({
      page: { pathname: '/no/such/<b>page</b>', search: '' },
      site,
      notFound: true,
      errorPage,
    });
    expect(root).toContain(
      '<div class="page error-page"><p class="page__lead">Page not found: /no/such/&lt;b&gt;page&lt;/b&gt;</p>',
    );
    expect(root).toContain('<h1 class="first-view__feature-heading">Sorry, we can’t find that page</h1>');
    expect(root.match(/<h1/g)).toHaveLength(1);
    expect(root).toContain('<p class="first-view__feature-body">The page may have moved.</p>');
    expect(root).toContain('href="/contact-us">Contact Us</a>');
    expect(root).toMatch(/<img class="first-view__feature-image"[^>]*fetchpriority="high"/);
    // The carousel's cards need the catalogue: the app draws it, the first view stops there.
    expect(root).not.toContain('Popular right now');
    expect(head).toContain('rel="preload" as="image"');
    expect(head).toContain('<title>404 Error | Shop Pet Nutrition</title>');
    expect(head).toContain(
      '<meta name="description" content="The page you were looking for could not be found.">',
    );
    expect(root).not.toContain('application/ld+json');
  });

  it('draws the error page on the staff site too: it is public content', () => {
    const { root, head } = firstViewParts({
      page: { pathname: '/faq/nope', search: '' },
      site: { ...site, title: 'Pro Staff Feeding', staff: true },
      notFound: true,
      errorPage,
    });
    expect(root).toContain('<h1 class="first-view__feature-heading">Sorry, we can’t find that page</h1>');
    expect(root).toContain('Page not found: /faq/nope');
    expect(head).toContain('<title>404 Error | Pro Staff Feeding</title>');
  });

  it('without the error page’s content, draws the plain fallback with the path and the way home', () => {
    const { head, root } = firstViewParts({
      page: { pathname: '/no/such/<b>page</b>', search: '' },
      site,
      notFound: true,
      home: false,
    });
    expect(root).toContain('<h1 class="page__title">Page not found</h1>');
    expect(root).toContain('<p class="page__lead">Page not found: /no/such/&lt;b&gt;page&lt;/b&gt;</p>');
    expect(root).toContain('<a href="/">Back to the home page</a>');
    expect(head).toContain('<title>404 Error | Shop Pet Nutrition</title>');
    expect(head).toContain('<meta name="description" content="Pet nutrition, delivered.">');
    expect(root).not.toContain('application/ld+json');
  });

  it('is the whole page: nothing of a product or listing it was handed is drawn', () => {
    const { root, head } = firstViewParts({
      page,
      site,
      notFound: true,
      product: { answer: product },
    });
    expect(root).toContain('Page not found');
    expect(root).not.toMatch(/<img|\$22\.99/);
    expect(head).not.toContain('rel="preload"');
  });

  it('routes the catch-all path to the not-found chunk', () => {
    expect(routeModules('/no/such/page', classifyStorefrontPath('/no/such/page'))).toEqual([
      'src/routes/not-found.route.tsx',
    ]);
  });
});
