import { buildCatalogImport, featuredHandles } from '../src/seed/catalog/build-catalog-import';
import { startTestApp, type TestApp } from './support/test-app';

import { STAFF_HOST } from './support/site-hosts';

interface Component {
  type: string;
  [key: string]: unknown;
}

describe('content pages', () => {
  let t: TestApp;
  let dogHandles: Set<string>;
  let catHandles: Set<string>;
  beforeAll(async () => {
    t = await startTestApp();
    dogHandles = new Set(featuredHandles(buildCatalogImport(), { species: 'dog' }));
    catHandles = new Set(featuredHandles(buildCatalogImport(), { species: 'cat' }));
  });
  afterAll(() => t.close());

  const byName = (name: string, host = 'localhost') =>
    t.http.post('/api/cms/v1.0/get-page-by-name').set('Host', host).send({ name });
  const bySlug = (slug: string, host = 'localhost') =>
    t.http.get('/api/cms/v1.0/get-page-by-slug').set('Host', host).query({ slug });
  const plp = (slug: string, host = 'localhost') =>
    t.http.post('/api/cms/v1.0/get-plp-page-by-slug').set('Host', host).send({ slug });

  describe('POST /api/cms/v1.0/get-page-by-name', () => {
    it('serves the home page: a hero, then a carousel of real dog and cat handles', async () => {
      const res = await byName('HomePage').expect(200);
      expect(res.body).toMatchObject({
        slug: 'home',
        name: 'HomePage',
        documentTitle: 'Home | Shop Pet Nutrition',
      });
      expect(res.body.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const [hero, carousel] = res.body.components as Component[];
      expect(hero.type).toBe('feature_section');
      expect(hero.features).toEqual([
        {
          heading: expect.any(String),
          body: expect.any(String),
          image: { url: expect.stringMatching(/^\/content-assets\//), alt: expect.any(String) },
          buttons: expect.arrayContaining([{ text: 'Shop Dog Food', url: '/products/dog', external: false }]),
        },
      ]);
      expect(carousel).toMatchObject({
        type: 'product_carousel',
        headline: expect.any(String),
        paragraph: expect.any(String),
        backgroundColor: 'light-blue',
        copyColor: 'dark-blue',
        isLastComponent: false,
      });
      const handles = carousel.handles as string[];
      expect(handles.every((h) => dogHandles.has(h) || catHandles.has(h))).toBe(true);
      expect(handles.some((h) => dogHandles.has(h))).toBe(true);
      expect(handles.some((h) => catHandles.has(h))).toBe(true);
    });

    it('marks a carousel that ends its page as the last component', async () => {
      const res = await byName('Cart').expect(200);
      expect(res.body.title).toBe('Shopping Cart');
      expect(res.body.components).toEqual([
        expect.objectContaining({ type: 'product_carousel', isLastComponent: true }),
      ]);
      expect(res.body.components[0].handles.length).toBeGreaterThan(0);
    });

    it('uses the site name of the request in the document title', async () => {
      const res = await byName('HomePage', STAFF_HOST).expect(200);
      expect(res.body.documentTitle).toBe('Home | Pro Staff Feeding');
    });

    it.each([
      ['SpringSale', 'a draft'],
      ['Holiday2023', 'an archived page'],
      ['NoSuchPage', 'an unknown page'],
    ])('answers 404 PAGE_NOT_FOUND for %s (%s)', async (name) => {
      const res = await byName(name).expect(404);
      expect(res.body).toMatchObject({
        statusCode: 404,
        code: 'PAGE_NOT_FOUND',
        message: expect.stringContaining('Page not found'),
      });
    });

    it.each([
      [{}, 'name'],
      [{ name: 42 }, 'name'],
      [{ name: '<script>' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 'HomePage', site: 'HPSF' }, 'site'],
    ])('rejects %p with 400 VALIDATION_FAILED', async (body, field) => {
      const res = await t.http.post('/api/cms/v1.0/get-page-by-name').send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details[0].field).toBe(field);
    });
  });

  describe('GET /api/cms/v1.0/get-page-by-slug', () => {
    it('serves the error page of SPEC §2: feature, image, buttons and a carousel', async () => {
      const res = await bySlug('error').expect(200);
      expect(res.body.title).toBe('404 Error');
      expect(res.body.documentTitle).toBe('404 Error | Shop Pet Nutrition');
      const [feature, carousel] = res.body.components as Component[];
      const [first] = feature.features as {
        heading: string;
        body: string;
        image: unknown;
        buttons: unknown[];
      }[];
      expect(first.heading.length).toBeGreaterThan(0);
      expect(first.body.length).toBeGreaterThan(0);
      expect(first.image).toEqual({ url: expect.any(String), alt: expect.any(String) });
      expect(first.buttons).toContainEqual({ text: 'Back to Home', url: '/', external: false });
      expect(carousel).toMatchObject({ type: 'product_carousel', isLastComponent: true });
    });

    it('serves a real FAQ about ordering, autoship, shipping and returns', async () => {
      const res = await bySlug('faq').expect(200);
      const faq = (res.body.components as Component[]).find((c) => c.type === 'faq') as unknown as {
        items: { question: string; answer: string }[];
      };
      const text = faq.items.map((i) => `${i.question} ${i.answer}`).join(' ');
      expect(faq.items.length).toBeGreaterThanOrEqual(6);
      for (const topic of [/order/i, /autoship/i, /shipping/i, /return/i]) expect(text).toMatch(topic);
    });

    it.each([
      ['terms-and-conditions', 'Terms and Conditions', 'Terms & Conditions'],
      ['shipping', 'Shipping Information', 'Shipping'],
      ['about-us', 'About Us', 'About Us'],
    ])('gives %s its staff-feeding title on the staff site', async (slug, consumerTitle, staffTitle) => {
      const consumer = await bySlug(slug).expect(200);
      expect(consumer.body.title).toBe(consumerTitle);
      expect(consumer.body.documentTitle).toBe(`${consumerTitle} | Shop Pet Nutrition`);
      const staff = await bySlug(slug, STAFF_HOST).expect(200);
      expect(staff.body.title).toBe(staffTitle);
      expect(staff.body.documentTitle).toBe(`${staffTitle} | Pro Staff Feeding`);
    });

    it('serves a consumer-only page on DTC and 404s it on HPSF', async () => {
      await bySlug('autoship').expect(200);
      const res = await bySlug('autoship', STAFF_HOST).expect(404);
      expect(res.body.code).toBe('PAGE_NOT_FOUND');
    });

    it('serves a staff-only page on HPSF and 404s it on DTC', async () => {
      await bySlug('staff-program', STAFF_HOST).expect(200);
      expect((await bySlug('staff-program').expect(404)).body.code).toBe('PAGE_NOT_FOUND');
    });

    it.each(['spring-sale', 'holiday-2023', 'no-such-page', 'dog'])('answers 404 for %p', async (slug) => {
      for (const host of ['localhost', STAFF_HOST]) {
        expect((await bySlug(slug, host).expect(404)).body.code).toBe('PAGE_NOT_FOUND');
      }
    });

    it('ignores surrounding slashes', async () => {
      const res = await bySlug('/faq/').expect(200);
      expect(res.body.slug).toBe('faq');
    });

    it.each([
      ['', 'slug'],
      ['slug=Bad%20Slug!', 'slug'],
      ['slug=FAQ', 'slug'],
      ['slug=..%2Fetc', 'slug'],
      [`slug=${'a'.repeat(201)}`, 'slug'],
      ['slug=faq&preview=true', 'preview'],
    ])('rejects ?%s with 400 VALIDATION_FAILED', async (query, field) => {
      const res = await t.http.get(`/api/cms/v1.0/get-page-by-slug?${query}`).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details[0].field).toBe(field);
    });
  });

  describe('POST /api/cms/v1.0/get-plp-page-by-slug', () => {
    it.each(['dog', 'cat', 'dog/dry-food', 'dog/wet-food', 'cat/treats'])(
      'serves listing content for %p',
      async (slug) => {
        const res = await plp(slug).expect(200);
        expect(res.body.slug).toBe(slug);
        expect(res.body.components[0]).toMatchObject({ type: 'feature_section' });
      },
    );

    it('shows species carousels of that species only', async () => {
      const res = await plp('cat').expect(200);
      const carousel = (res.body.components as Component[]).find((c) => c.type === 'product_carousel');
      expect((carousel?.handles as string[]).every((h) => catHandles.has(h))).toBe(true);
    });

    it('serves listing content to the staff site too', async () => {
      await plp('dog/dry-food', STAFF_HOST).expect(200);
    });

    it.each(['faq', 'fish', 'dog/kibble'])('answers 404 PAGE_NOT_FOUND for %p', async (slug) => {
      expect((await plp(slug).expect(404)).body.code).toBe('PAGE_NOT_FOUND');
    });

    it.each([
      [{}, 'slug'],
      [{ slug: ['dog'] }, 'slug'],
      [{ slug: 'dog//dry-food' }, 'slug'],
      [{ slug: 'dog', page: 2 }, 'page'],
    ])('rejects %p with 400 VALIDATION_FAILED', async (body, field) => {
      const res = await t.http.post('/api/cms/v1.0/get-plp-page-by-slug').send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details[0].field).toBe(field);
    });
  });
});
