import { SEED_PRODUCTS } from '../src/seed/catalog/catalog.seed-data';
import { CONSUMER_HOST, STAFF_HOST } from './support/site-hosts';
import { startTestApp, type TestApp } from './support/test-app';

const CONSUMER_ORIGIN = 'https://shop.example';
const STAFF_ORIGIN = 'https://staff.example';

describe('search engines: /robots.txt and /sitemap.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_ORIGINS: `DTC=${CONSUMER_ORIGIN},HPSF=${STAFF_ORIGIN}` });
  });
  afterAll(() => t.close());

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

  describe('consumer site', () => {
    it('robots.txt is plain text that keeps crawlers out of the shopper’s pages and names the sitemap', async () => {
      const res = await t.http.get('/robots.txt').set('host', CONSUMER_HOST).expect(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.text).toMatch(/^User-agent: \*$/m);
      for (const path of ['/account', '/cart', '/checkout', '/shelter', '/api', '/logout'])
        expect(res.text).toContain(`Disallow: ${path}\n`);
      expect(res.text).not.toMatch(/^Disallow: \/$/m);
      expect(res.text).toContain(`Sitemap: ${CONSUMER_ORIGIN}/sitemap.xml`);
      expect(res.headers['cache-control']).toMatch(/^public/);
    });

    it('names the configured origin, never the Host header', async () => {
      const res = await t.http.get('/robots.txt').set('host', 'attacker.example').expect(200);
      expect(res.text).toContain(`Sitemap: ${CONSUMER_ORIGIN}/sitemap.xml`);
      expect(res.text).not.toContain('attacker');
    });

    it('sitemap.xml lists home, content pages, listings and every product at the public origin', async () => {
      const res = await t.http.get('/sitemap.xml').set('host', CONSUMER_HOST).expect(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
      const urls = locs(res.text);
      expect(urls.every((url) => url.startsWith(`${CONSUMER_ORIGIN}/`))).toBe(true);
      expect(new Set(urls).size).toBe(urls.length);
      expect(urls).toEqual(
        expect.arrayContaining(
          [
            '/',
            '/contact-us',
            '/faq',
            '/about-us',
            '/autoship',
            '/products',
            '/products/dog',
            '/products/dog/dry-food',
            '/products/dog/dry-food/puppy',
            '/products/cat',
            '/products/dog-puppy-chicken-brown-rice-dry',
            '/products/thirdparty/wholesome-paws-ancient-grains-bison-dry',
          ].map((path) => CONSUMER_ORIGIN + path),
        ),
      );
      const products = urls.filter((url) => SEED_PRODUCTS.some((p) => url.endsWith(`/${p.handle}`)));
      expect(products).toHaveLength(SEED_PRODUCTS.length);
    });

    it('leaves out drafts, archived pages, the staff site’s pages and pages shown under another path', async () => {
      const urls = locs((await t.http.get('/sitemap.xml').set('host', CONSUMER_HOST).expect(200)).text);
      for (const slug of ['spring-sale', 'holiday-2023', 'staff-program', 'home', 'cart', 'error'])
        expect(urls).not.toContain(`${CONSUMER_ORIGIN}/${slug}`);
    });

    it('is revalidated with its ETag', async () => {
      const first = await t.http.get('/sitemap.xml').set('host', CONSUMER_HOST).expect(200);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      await t.http
        .get('/sitemap.xml')
        .set('host', CONSUMER_HOST)
        .set('if-none-match', first.headers.etag as string)
        .expect(304);
    });
  });

  describe('staff site', () => {
    it('robots.txt allows only the exempt pages and names no sitemap', async () => {
      const res = await t.http.get('/robots.txt').set('host', STAFF_HOST).expect(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.text).toMatch(/^Disallow: \/$/m);
      for (const path of ['/', '/faq', '/terms-and-conditions', '/maintenance', '/password-protect'])
        expect(res.text).toContain(`Allow: ${path}$\n`);
      expect(res.text).not.toMatch(/sitemap/i);
      expect(res.text).not.toMatch(/\/products|\/api\/catalog|\/api\/ecom/);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    });

    it('has no sitemap: 404, with nothing of the catalogue or its pages', async () => {
      const res = await t.http.get('/sitemap.xml').set('host', STAFF_HOST).expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
      expect(res.text).not.toMatch(/products|staff-program|<loc>/);
    });
  });

  it('the consumer sitemap never lists the staff-only page, whatever the Host', async () => {
    const res = await t.http.get('/sitemap.xml').set('host', 'attacker.example').expect(200);
    expect(res.text).not.toContain('staff-program');
    expect(res.text).not.toContain('attacker');
  });
});
