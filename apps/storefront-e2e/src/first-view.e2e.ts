import { expect, test, type APIRequestContext } from '@playwright/test';
import { staffUrl } from './support/sites';

/*
 * What a first visit and a search engine get before any script runs (issue 11): the raw HTML of
 * the built app, fetched without a browser, and the same page in a browser with JavaScript off.
 * robots.txt and sitemap.xml content is held by the API tests (search-engines.api.spec.ts); here
 * only what the built app serves.
 */

const PRODUCT_PATH = '/products/dog-puppy-chicken-brown-rice-dry';

type JsonLdDocument = {
  '@type': string;
  potentialAction?: { '@type': string; target: { urlTemplate: string } };
  offers?: Record<string, unknown>[];
  itemListElement?: unknown[];
};

/** Every JSON-LD document of an HTML page; each script must be valid JSON. */
function jsonLdOf(html: string): JsonLdDocument[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap(([, text]) => {
    const parsed = JSON.parse(text) as JsonLdDocument | JsonLdDocument[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

async function rawHtml(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await request.get(url, { headers });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  return response.text();
}

test.describe('the first view, before any script runs', () => {
  test('a consumer product page’s first HTML has its title, price and image', async ({ request }) => {
    const product = await (
      await request.get('/api/ecom/v1.0/get-product-by-handle?handle=dog-puppy-chicken-brown-rice-dry')
    ).json();
    const html = await rawHtml(request, PRODUCT_PATH);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(product.title.replace(/&/g, '&amp;'));
    expect(root).toContain(`$${product.variants[0].price.amount}`);
    expect(root).toMatch(/<img class="product-image" src="\/api\/images\?src=[^"]+" srcset="[^"]+"/);
    // The image it names is served, and preloaded with the same srcset.
    const src = root.match(/<img class="product-image" src="([^"]+)"/)?.[1].replace(/&amp;/g, '&');
    const image = await request.get(src ?? '');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
    expect(html).toMatch(/<link rel="preload" as="image" [^>]*imagesrcset="[^"]+"/);
  });

  test('with JavaScript off, the product page still shows its title, price and image', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(PRODUCT_PATH);
    await expect(page.getByRole('heading', { level: 1, name: /Puppy Chicken & Brown Rice/ })).toBeVisible();
    await expect(page.getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();
    const image = page.locator('#root img.product-image').first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page).toHaveTitle(/Puppy Chicken & Brown Rice.* \| Shop Pet Nutrition$/);
    await context.close();
  });

  test('the first HTML has the page’s title, description and canonical link, and the app keeps one of each', async ({
    request,
    page,
  }) => {
    const product = await (
      await request.get('/api/ecom/v1.0/get-product-by-handle?handle=dog-puppy-chicken-brown-rice-dry')
    ).json();
    const html = await rawHtml(request, `${PRODUCT_PATH}?utm_source=mail`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<title>${product.title.replace(/&/g, '&amp;')} | Shop Pet Nutrition</title>`);
    expect(head).toMatch(/<meta name="description" content="[^"]+">/);
    expect(head).toMatch(new RegExp(`<link rel="canonical" href="http://localhost:\\d+${PRODUCT_PATH}">`));

    await page.goto(PRODUCT_PATH);
    await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
    await expect(page).toHaveTitle(`${product.title} | Shop Pet Nutrition`);
    expect(await page.locator('head title').count()).toBe(1);
    expect(await page.locator('head meta[name="description"]').count()).toBe(1);
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
  });

  test('an unknown path’s first HTML keeps its 404 and already shows the error page with the path', async ({
    request,
  }) => {
    const errorPage = await (await request.get('/api/cms/v1.0/get-page-by-slug?slug=error')).json();
    const feature = errorPage.components[0].features[0];
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>404 Error | Shop Pet Nutrition</title>');
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('Page not found: /no/such/page');
    expect(root).toContain(`<h1 class="first-view__feature-heading">${feature.heading}</h1>`);
    expect(root).toContain(`href="${feature.buttons[0].url}">${feature.buttons[0].text}</a>`);
  });

  test('JSON-LD is valid JSON: WebSite with its SearchAction, Product with offers, BreadcrumbList', async ({
    request,
  }) => {
    const home = jsonLdOf(await rawHtml(request, '/'));
    const website = home.find((d) => d['@type'] === 'WebSite');
    expect(website?.potentialAction?.['@type']).toBe('SearchAction');
    expect(website?.potentialAction?.target.urlTemplate).toMatch(/\/search\?search=\{search_term_string\}$/);

    const product = jsonLdOf(await rawHtml(request, PRODUCT_PATH));
    const offers = product.find((d) => d['@type'] === 'Product')?.offers ?? [];
    expect(offers.length).toBeGreaterThan(0);
    expect(offers[0]).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'USD',
      price: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    const breadcrumbs = product.find((d) => d['@type'] === 'BreadcrumbList');
    expect(breadcrumbs?.itemListElement?.length ?? 0).toBeGreaterThan(1);
  });

  test('home’s first HTML has the CMS hero, its image eager and preloaded with the same srcset', async ({
    request,
  }) => {
    const page = await (
      await request.post('/api/cms/v1.0/get-page-by-name', { data: { name: 'HomePage' } })
    ).json();
    const hero = page.components[0].features[0];
    const html = await rawHtml(request, '/');
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(hero.heading);
    const img = root.match(/<img class="first-view__feature-image"[^>]*>/)?.[0] ?? '';
    expect(img).toContain(encodeURIComponent(hero.image.url));
    expect(img).toContain('fetchpriority="high"');
    const srcset = img.match(/ srcset="([^"]+)"/)?.[1];
    expect(srcset).toBeTruthy();
    expect(html).toContain(`<link rel="preload" as="image" `);
    expect(html).toContain(`imagesrcset="${srcset}"`);
  });

  test('a content page’s first HTML has its title and its first question', async ({ request }) => {
    const faq = await (await request.get('/api/cms/v1.0/get-page-by-slug?slug=faq')).json();
    const html = await rawHtml(request, '/faq');
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(`<h1 class="page__title">${faq.title}</h1>`);
    expect(root).toContain(`>${faq.components[0].items[0].question}</summary>`);
  });

  for (const path of ['/', '/faq']) {
    test(`${path}: nothing moves when the app renders over the first view, whose paint stays the largest`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator('#root .first-view')).toHaveCount(0);
      await expect(page.locator('footer').first()).toBeVisible();
      const { shifts, appPaints } = await page.evaluate(async () => {
        const entries = (type: string) =>
          new Promise<PerformanceEntry[]>((resolve) => {
            new PerformanceObserver((list, observer) => {
              observer.disconnect();
              resolve(list.getEntries());
            }).observe({ type, buffered: true });
            setTimeout(() => resolve([]), 1_000);
          });
        const layoutShifts = (await entries('layout-shift')) as (PerformanceEntry & { value: number })[];
        const paints = (await entries('largest-contentful-paint')) as (PerformanceEntry & {
          element: Element | null;
        })[];
        return {
          shifts: layoutShifts.reduce((sum, entry) => sum + entry.value, 0),
          // A largest paint whose element is still on the page is the app's, not the first view's.
          appPaints: paints.filter((entry) => entry.element?.isConnected).length,
        };
      });
      expect(shifts).toBe(0);
      expect(appPaints).toBe(0);
    });
  }

  test('robots.txt and sitemap.xml are served as text and XML, never the app shell', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^Sitemap: /m);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/^(application|text)\/xml/);
    expect(await sitemap.text()).toContain(`${PRODUCT_PATH}</loc>`);
  });

  test('the staff site has no SearchAction, in its first HTML or once the app has run', async ({
    page,
    request,
    baseURL,
  }) => {
    // Node cannot resolve *.localhost as Chromium does: the same server, asked with the staff Host.
    const html = await rawHtml(request, '/', { host: new URL(staffUrl(baseURL)).host });
    expect(html).not.toContain('SearchAction');
    await page.goto(staffUrl(baseURL));
    await expect(page.getByRole('heading', { level: 1, name: 'Pro Staff Feeding' })).toBeVisible();
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(scripts.length).toBeGreaterThan(0);
    for (const text of scripts) expect(text).not.toContain('SearchAction');
  });

  test('once the app has run, each JSON-LD document is there once', async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
      (text) => jsonLdOf(`<script type="application/ld+json">${text}</script>`).map((d) => d['@type']),
    );
    expect(types.sort()).toEqual(['BreadcrumbList', 'Product']);
  });
});
