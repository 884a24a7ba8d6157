import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signInStaff } from './support/account-sessions';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The first view the API writes into the storefront's shell (docs/decisions.md, 'First view'):
 * the page's answers for the client's query cache, its route's chunks, its JSON-LD and LCP image,
 * and a consumer product's title, price and image as HTML; anonymous answers only.
 */
describe('the first view in the storefront shell', () => {
  let t: TestApp;
  let dir: string;
  const HANDLE = 'dog-puppy-chicken-brown-rice-dry';
  const indexHtml =
    '<!doctype html><html><head><meta charset="utf-8">' +
    '<script type="module" crossorigin src="/assets/index-A1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/shared-B2.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/index-C3.css">' +
    '</head><body><div id="root"></div></body></html>';
  const manifest = {
    'index.html': {
      file: 'assets/index-A1.js',
      isEntry: true,
      imports: ['_shared-B2.js'],
      css: ['assets/index-C3.css'],
    },
    '_shared-B2.js': { file: 'assets/shared-B2.js' },
    'src/app/start-app.tsx': {
      file: 'assets/start-K1.js',
      imports: ['_shared-B2.js'],
      css: ['assets/start-L2.css'],
    },
    'src/routes/product-or-category.route.tsx': { file: 'assets/poc-D4.js', imports: ['_shared-B2.js'] },
    'src/routes/product-detail-page.tsx': {
      file: 'assets/pdp-E5.js',
      imports: ['_shared-B2.js', '_gallery-F6.js'],
      css: ['assets/pdp-G7.css'],
    },
    '_gallery-F6.js': { file: 'assets/gallery-F6.js' },
    'src/routes/catalog-listing-page.tsx': { file: 'assets/listing-H8.js' },
    'src/routes/home.route.tsx': { file: 'assets/home-J9.js' },
  };

  /** The JSON the shell carries for the client's query cache. */
  const embedded = (html: string): Record<string, unknown> => {
    const match = html.match(/<script type="application\/json" id="first-view-data">(.*?)<\/script>/s);
    if (!match) throw new Error('no first-view data in the shell');
    return JSON.parse(match[1]) as Record<string, unknown>;
  };
  const jsonLd = (html: string): Array<Record<string, unknown>> =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap(
      ([, text]) => JSON.parse(text) as Record<string, unknown>[],
    );
  const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
  /** The script chunks the shell lists for the storefront to fetch once the first view has painted. */
  const appChunks = (html: string): string[] => {
    const match = html.match(/<script type="application\/json" id="app-chunks">(.*?)<\/script>/s);
    if (!match) throw new Error('no chunk list in the shell');
    return JSON.parse(match[1]) as string[];
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storefront-first-view-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, 'index.html'), indexHtml);
    writeFileSync(join(dir, 'assets', 'index-C3.css'), '.site-header{min-height:4rem}');
    writeFileSync(join(dir, 'assets', 'pdp-G7.css'), '.product-image{aspect-ratio:1}');
    writeFileSync(join(dir, 'assets', 'start-L2.css'), '.site-footer{min-height:8rem}');
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    t = await startTestApp({ STOREFRONT_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('a consumer product page', () => {
    let html: string;
    beforeAll(async () => {
      html = (await t.http.get(`/products/${HANDLE}`).expect(200)).text;
    });

    it('has the product’s title, price and image in the root element before any script runs', async () => {
      const product = (await t.http.get(`/api/ecom/v1.0/get-product-by-handle?handle=${HANDLE}`).expect(200))
        .body;
      const root = rootOf(html);
      expect(root).toContain(`<h1 class="page__title">${product.title.replace(/&/g, '&amp;')}</h1>`);
      expect(root).toContain(`$${product.variants[0].price.amount}`);
      expect(root).toMatch(
        /<img class="product-image" src="\/api\/images\?src=[^"]+" srcset="[^"]+ 320w, [^"]+" sizes="[^"]+" alt="[^"]+" width="600" height="600"/,
      );
      // ?sku picks the variant the first view shows, as the page does.
      const other = product.variants.find(
        (v: { price: { amount: string } }) => v.price.amount !== product.variants[0].price.amount,
      );
      const chosen = (await t.http.get(`/products/${HANDLE}?sku=${other.sku}`).expect(200)).text;
      expect(rootOf(chosen)).toContain(`$${other.price.amount}`);
    });

    it('is titled and described in <head> as the page titles itself, with its canonical link', async () => {
      const product = (await t.http.get(`/api/ecom/v1.0/get-product-by-handle?handle=${HANDLE}`).expect(200))
        .body;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.match(/<title>/g)).toHaveLength(1);
      expect(head).toContain(`<title>${product.title.replace(/&/g, '&amp;')} | Shop Pet Nutrition</title>`);
      expect(head).toContain(
        `<meta name="description" content="${product.description.slice(0, 160).replace(/&/g, '&amp;')}">`,
      );
      const tracked = (await t.http.get(`/products/${HANDLE}?utm_source=mail`).expect(200)).text;
      expect(tracked).toContain(`<link rel="canonical" href="http://localhost:3000/products/${HANDLE}">`);
    });

    it('carries the product answer, exactly as the API gives it, for the client’s cache', async () => {
      const product = (await t.http.get(`/api/ecom/v1.0/get-product-by-handle?handle=${HANDLE}`).expect(200))
        .body;
      const site = (await t.http.get('/api/site').expect(200)).body;
      const data = embedded(html);
      const reviews = (await t.http.get(`/api/reviews?handle=${HANDLE}`).expect(200)).body;
      expect(data.product).toEqual({ handle: HANDLE, answer: product });
      expect(data.reviews).toEqual({ handle: HANDLE, answer: reviews });
      expect(data.site).toEqual(site);
      expect(Object.keys(data).sort()).toEqual(
        ['announcements', 'footer', 'header', 'product', 'reviews', 'site', 'sitewideBanners'].sort(),
      );
    });

    it("has the shop's own AggregateRating and Reviews in the Product's JSON-LD, and the star summary drawn", async () => {
      const reviews = (await t.http.get(`/api/reviews?handle=${HANDLE}`).expect(200)).body;
      // The seed reviews this product (deterministically): the page has a rating to show.
      expect(reviews.summary.count).toBeGreaterThan(0);
      const product = jsonLd(html).find((d) => d['@type'] === 'Product') as Record<string, unknown>;
      expect(product.aggregateRating).toEqual({
        '@type': 'AggregateRating',
        ratingValue: reviews.summary.average,
        reviewCount: reviews.summary.count,
        bestRating: 5,
        worstRating: 1,
      });
      expect((product.review as unknown[]).length).toBe(reviews.reviews.length);
      expect(rootOf(html)).toContain(
        `aria-label="${reviews.summary.average.toFixed(1)} out of 5, ${reviews.summary.count} reviews"`,
      );
    });

    it('has the Product with its offers and the BreadcrumbList as JSON-LD', () => {
      const documents = jsonLd(html);
      const product = documents.find((d) => d['@type'] === 'Product') as { offers: unknown[]; name: string };
      expect(product.offers.length).toBeGreaterThan(0);
      expect(documents.find((d) => d['@type'] === 'BreadcrumbList')).toBeDefined();
    });

    it('preloads its image with the srcset and sizes the page uses, and lists the app’s and its route’s chunks but not the entry’s', () => {
      expect(html).toMatch(
        /<link rel="preload" as="image" href="[^"]+" imagesrcset="[^"]+ 320w,[^"]+" imagesizes="\(min-width: 1280px\) 600px, \(min-width: 768px\) 50vw, 100vw" fetchpriority="high">/,
      );
      expect(appChunks(html).sort()).toEqual(
        ['/assets/start-K1.js', '/assets/poc-D4.js', '/assets/pdp-E5.js', '/assets/gallery-F6.js'].sort(),
      );
    });

    it('asks for its main image before anything else: the preload leads <head>, ahead of every script', () => {
      const imageAt = html.indexOf('<link rel="preload" as="image"');
      expect(imageAt).toBeGreaterThan(html.indexOf('<head>'));
      expect(imageAt).toBeLessThan(html.indexOf('<script'));
      expect(imageAt).toBeLessThan(html.indexOf('rel="modulepreload"'));
    });

    it('fetches the entry at low priority and no app chunk before the first paint: the page paints from its HTML first', () => {
      expect(html).toContain(
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-A1.js">',
      );
      const scriptTags = [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)];
      expect(scriptTags.map(([tag]) => tag)).toEqual([
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-A1.js">',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shared-B2.js">',
      ]);
    });

    it('has the shell’s and the route’s stylesheets inline, each marked so the app never fetches it again', () => {
      expect(html).toContain(
        '<style>.site-header{min-height:4rem}</style><link rel="stylesheet" href="/assets/index-C3.css" disabled>',
      );
      expect(html).toContain(
        '<style>.product-image{aspect-ratio:1}</style><link rel="stylesheet" href="/assets/pdp-G7.css" disabled>',
      );
      expect(html).toContain(
        '<style>.site-footer{min-height:8rem}</style><link rel="stylesheet" href="/assets/start-L2.css" disabled>',
      );
      // No stylesheet is fetched: every stylesheet link is a disabled marker, and none is preloaded.
      const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([link]) => link);
      expect(links).toHaveLength(3);
      expect(links.every((link) => link.endsWith(' disabled>'))).toBe(true);
      expect(html).not.toContain('as="style"');
    });
  });

  it('a species listing carries its grid’s first page and preloads the first card’s image', async () => {
    const page = (await t.http.get('/api/catalog/products?limit=24&species=dog').expect(200)).body;
    const html = (await t.http.get('/products/dog').expect(200)).text;
    expect(embedded(html).listing).toEqual({ query: { limit: 24, species: 'dog' }, answer: page });
    expect(html).toMatch(/<link rel="preload" as="image" [^>]*imagesizes="\(min-width: 1280px\) 300px/);
    expect(appChunks(html)).toContain('/assets/listing-H8.js');
    expect(rootOf(html)).toContain(`<h1 class="page__title">${page.title}</h1>`);
    expect(rootOf(html)).toContain(`href="/products/${page.items[0].handle}"`);
    // Filters or a sort make another query: the client asks for that one itself.
    const filtered = (await t.http.get('/products/dog?sort=price-asc').expect(200)).text;
    expect(embedded(filtered).listing).toBeUndefined();
  });

  it('the consumer home has the WebSite with its SearchAction; the staff home has none', async () => {
    const consumer = jsonLd((await t.http.get('/').expect(200)).text);
    expect(consumer).toEqual([
      expect.objectContaining({
        '@type': 'WebSite',
        potentialAction: expect.objectContaining({ '@type': 'SearchAction' }),
      }),
    ]);
    const staff = (await t.http.get('/').set('host', 'staff.localhost').expect(200)).text;
    expect(staff).not.toContain('SearchAction');
    expect(jsonLd(staff)).toEqual([expect.objectContaining({ '@type': 'WebSite' })]);
  });

  it('the staff site is never prerendered with a signed-in member’s data: the same first view as for a visitor', async () => {
    const member = await signInStaff(t, { registered: true });
    const anonymous = (await t.http.get('/faq').set('host', 'staff.localhost').expect(200)).text;
    const signedIn = (
      await t.http
        .get('/faq')
        .set('host', 'staff.localhost')
        .set('Cookie', `sessionToken=${member.token}`)
        .expect(200)
    ).text;
    expect(signedIn).toBe(anonymous);
    // A staff product page, which only a member can open, gets no product: not in the HTML, not in the data.
    const productPage = (
      await t.http
        .get(`/products/${HANDLE}`)
        .set('host', 'staff.localhost')
        .set('Cookie', `sessionToken=${member.token}`)
        .expect(200)
    ).text;
    expect(embedded(productPage).product).toBeUndefined();
    // Nor ratings: the staff site hides them (SPEC §2).
    expect(embedded(productPage).reviews).toBeUndefined();
    expect(productPage).not.toMatch(/AggregateRating|star-rating/);
    expect(rootOf(productPage)).toContain('Pro Staff Feeding');
    expect(rootOf(productPage)).not.toMatch(/<img|<h1|application\/ld\+json/);
  });

  it('an unknown page keeps its 404 and shows the error page with its path, with the frame’s answers and the error page only', async () => {
    const site = (await t.http.get('/api/site').expect(200)).body;
    const errorPage = (await t.http.get('/api/cms/v1.0/get-page-by-slug?slug=error').expect(200)).body;
    const feature = errorPage.components[0].features[0];
    for (const path of ['/products/no-such-product', '/no-such-page', '/no/such/page']) {
      const res = await t.http.get(path).expect(404);
      expect(rootOf(res.text)).toContain(`<p class="page__lead">Page not found: ${path}</p>`);
      expect(rootOf(res.text)).toContain(`<h1 class="first-view__feature-heading">${feature.heading}</h1>`);
      expect(res.text).toContain('<title>404 Error | Shop Pet Nutrition</title>');
      const data = embedded(res.text);
      expect(data.site).toEqual(site);
      expect(data.contentPage).toEqual({ slug: 'error', answer: errorPage });
      expect(Object.keys(data).sort()).toEqual([
        'announcements',
        'contentPage',
        'footer',
        'header',
        'site',
        'sitewideBanners',
      ]);
    }
    // A HEAD gets the status alone.
    const head = await t.http.head('/no-such-page').expect(404);
    expect(head.text ?? '').toBe('');
  });

  it('a 404’s first HTML shows the error page’s heading, body and buttons, and the path escaped', async () => {
    const errorPage = (await t.http.get('/api/cms/v1.0/get-page-by-slug?slug=error').expect(200)).body;
    const feature = errorPage.components[0].features[0];
    const root = rootOf((await t.http.get('/no-such-page/fish&chips').expect(404)).text);
    expect(root).toContain('<p class="page__lead">Page not found: /no-such-page/fish&amp;chips</p>');
    expect(root).toContain(`<h1 class="first-view__feature-heading">${feature.heading}</h1>`);
    expect(root.match(/<h1/g)).toHaveLength(1);
    expect(root).toContain(feature.body.split('\n')[0]);
    for (const button of feature.buttons) {
      expect(root).toContain(`href="${button.url}">${button.text}</a>`);
    }
  });

  it('a 404 on the staff site shows a visitor the public error page, never its products', async () => {
    // Under a login-exempt page: a visitor who is not signed in is not sent to sign in first.
    const res = await t.http.get('/faq/no-such-question').set('host', 'staff.localhost').expect(404);
    const root = rootOf(res.text);
    expect(root).toContain('Page not found: /faq/no-such-question');
    expect(root).toContain('<h1 class="first-view__feature-heading">Sorry, we can’t find that page</h1>');
    expect(root).not.toMatch(/Popular right now|\$\d/);
    expect(res.text).toContain('<title>404 Error | Pro Staff Feeding</title>');
  });

  it('home draws the CMS page’s hero, its image eager and preloaded, and carries the page for the cache', async () => {
    const page = (await t.http.post('/api/cms/v1.0/get-page-by-name').send({ name: 'HomePage' }).expect(200))
      .body;
    const html = (await t.http.get('/').expect(200)).text;
    expect(embedded(html).homePage).toEqual(page);
    const hero = page.components[0].features[0];
    expect(rootOf(html)).toContain(`<h2 class="first-view__feature-heading">${hero.heading}</h2>`);
    const img = rootOf(html).match(/<img class="first-view__feature-image"[^>]*>/)?.[0] ?? '';
    expect(img).toContain(encodeURIComponent(hero.image.url));
    expect(img).toContain('fetchpriority="high"');
    expect(img).toContain('width="1280" height="960"');
    const srcset = img.match(/ srcset="([^"]+)"/)?.[1];
    expect(html).toContain(
      `imagesrcset="${srcset}" imagesizes="(min-width: 960px) 50vw, 100vw" fetchpriority="high">`,
    );
    // The staff site's home is public: the same hero.
    const staff = (await t.http.get('/').set('host', 'staff.localhost').expect(200)).text;
    expect(rootOf(staff)).toContain('first-view__feature-image');
  });

  it('a content page draws its title and first blocks and carries its CMS answer under the route’s slug', async () => {
    const faq = (await t.http.get('/api/cms/v1.0/get-page-by-slug?slug=faq').expect(200)).body;
    const html = (await t.http.get('/faq').expect(200)).text;
    expect(embedded(html).contentPage).toEqual({ slug: 'faq', answer: faq });
    const first = faq.components[0].items[0].question;
    expect(rootOf(html)).toContain(`<summary class="first-view__faq-question">${first}</summary>`);

    const about = (await t.http.get('/api/cms/v1.0/get-page-by-slug?slug=about-us').expect(200)).body;
    const aboutHtml = (await t.http.get('/about-us').expect(200)).text;
    expect(embedded(aboutHtml).contentPage).toEqual({ slug: 'about-us', answer: about });
    expect(rootOf(aboutHtml)).toContain(`<h1 class="page__title">${about.title}</h1>`);
    expect(rootOf(aboutHtml)).toContain('<div class="first-view__block first-view__rich-text"><h2>');
  });

  it('the staff site draws the content pages anyone may see, and not the others even for a member', async () => {
    const faq = (await t.http.get('/faq').set('host', 'staff.localhost').expect(200)).text;
    expect(embedded(faq).contentPage).toBeDefined();
    expect(rootOf(faq)).toContain('first-view__faq-question');
    const member = await signInStaff(t, { registered: true });
    const shipping = (
      await t.http
        .get('/shipping')
        .set('host', 'staff.localhost')
        .set('Cookie', `sessionToken=${member.token}`)
        .expect(200)
    ).text;
    expect(embedded(shipping).contentPage).toBeUndefined();
    expect(rootOf(shipping)).not.toMatch(/<h1|first-view__rich-text/);
  });
});
