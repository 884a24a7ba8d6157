import { buildCatalogImport, skusOf } from '../src/seed/catalog/build-catalog-import';
import { startTestApp, type TestApp } from './support/test-app';

import { STAFF_HOST } from './support/site-hosts';
const CMS = '/api/cms/v1.0';

describe('site content: settings, navigation, banners, deals, redirects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('POST get-globals', () => {
    it('answers every setting of the consumer site', async () => {
      const res = await t.http.post(`${CMS}/get-globals`).expect(200);
      expect(res.body.globals).toEqual({
        freeShippingThreshold: 49,
        zipBypass: false,
        hawaiiDeliveryNote: true,
        alaskaHawaiiServiceCharge: 4,
        supportPhone: expect.any(String),
        supportEmail: 'help@shoppetnutrition.example',
        sitewideSearchEnabled: true,
      });
    });

    it("lets the staff site's own values override the shared ones", async () => {
      const res = await t.http.post(`${CMS}/get-globals`).set('Host', STAFF_HOST).send({}).expect(200);
      expect(res.body.globals).toMatchObject({
        freeShippingThreshold: 49,
        supportEmail: 'staff-help@prostafffeeding.example',
        sitewideSearchEnabled: false,
      });
    });

    it('picks only the asked-for fields, skipping unknown keys', async () => {
      const res = await t.http
        .post(`${CMS}/get-globals`)
        .send({ fields: ['freeShippingThreshold', 'zipBypass', 'notASetting'] })
        .expect(200);
      expect(res.body).toEqual({ globals: { freeShippingThreshold: 49, zipBypass: false } });
    });

    it.each([
      [{ fields: 'freeShippingThreshold' }, 'fields'],
      [{ fields: [1] }, 'fields'],
      [{ fields: ['__proto__.x'] }, 'fields'],
      [{ fields: Array.from({ length: 51 }, (_, i) => `k${i}`) }, 'fields'],
      [{ site: 'HPSF' }, 'site'],
    ])('rejects %p with 400 VALIDATION_FAILED', async (body, field) => {
      const res = await t.http.post(`${CMS}/get-globals`).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details[0].field).toBe(field);
    });
  });

  describe('POST get-announcements', () => {
    it('answers the live announcements of each site, in order, without expired or future ones', async () => {
      const consumer = await t.http.post(`${CMS}/get-announcements`).expect(200);
      expect(consumer.body.announcements.map((a: { id: string }) => a.id)).toEqual([
        'free-shipping',
        'autoship-saving',
      ]);
      expect(consumer.body.announcements[0]).toEqual({
        id: 'free-shipping',
        text: 'Free shipping on orders over $49',
        link: { label: 'Details', url: '/shipping', external: false },
      });
      const staff = await t.http.post(`${CMS}/get-announcements`).set('Host', STAFF_HOST).expect(200);
      expect(staff.body.announcements.map((a: { id: string }) => a.id)).toEqual(['staff-autoships']);
    });
  });

  describe('GET get-header and get-footer', () => {
    it('gives each site its own header', async () => {
      const consumer = await t.http.get(`${CMS}/get-header`).expect(200);
      expect(consumer.body.logo).toEqual({ url: expect.any(String), alt: 'Shop Pet Nutrition' });
      const dog = consumer.body.links.find((l: { label: string }) => l.label === 'Dog');
      expect(dog).toMatchObject({ url: '/products/dog', external: false });
      expect(dog.children).toContainEqual({
        label: 'Dry Food',
        url: '/products/dog/dry-food',
        external: false,
      });

      const staff = await t.http.get(`${CMS}/get-header`).set('Host', STAFF_HOST).expect(200);
      expect(staff.body.logo.alt).toBe('Pro Staff Feeding');
      expect(staff.body.links.map((l: { label: string }) => l.label)).toContain('My Autoships');
      expect(staff.body.links.map((l: { label: string }) => l.label)).not.toContain('Autoship & Save');
    });

    it('gives each site its own footer, flagging external links', async () => {
      const consumer = await t.http.get(`${CMS}/get-footer`).expect(200);
      const links = consumer.body.groups.flatMap((g: { links: unknown[] }) => g.links);
      expect(links).toContainEqual({ label: 'Blog', url: 'https://example.org/blog', external: true });
      expect(links).toContainEqual({ label: 'FAQ', url: '/faq', external: false });
      const staff = await t.http.get(`${CMS}/get-footer`).set('Host', STAFF_HOST).expect(200);
      expect(staff.body.legalText).toContain('Pro Staff Feeding');
      expect(staff.body.groups.map((g: { heading: string }) => g.heading)).toEqual([
        'Program',
        'Help',
        'Legal',
      ]);
    });

    it('cannot be switched to the other site by a query parameter', async () => {
      expect((await t.http.get(`${CMS}/get-header?site=HPSF`).expect(200)).body.logo.alt).toBe(
        'Shop Pet Nutrition',
      );
    });
  });

  describe('banners', () => {
    it('answers sitewide banners per site', async () => {
      const consumer = await t.http.post(`${CMS}/get-sitewide-banners`).expect(200);
      expect(consumer.body.banners.map((b: { id: string }) => b.id)).toEqual(['sitewide-satisfaction']);
      expect(consumer.body.banners[0]).toEqual({
        id: 'sitewide-satisfaction',
        headline: '100% satisfaction guarantee',
        body: expect.any(String),
        link: { label: 'See how', url: '/faq', external: false },
        image: null,
        placement: 'top',
      });
      const staff = await t.http.post(`${CMS}/get-sitewide-banners`).set('Host', STAFF_HOST).expect(200);
      expect(staff.body.banners.map((b: { id: string }) => b.id)).toEqual(['sitewide-staff-pricing']);
    });

    it('answers active promotion banners, optionally for one placement', async () => {
      const all = await t.http.post(`${CMS}/get-promotion-banners`).send({}).expect(200);
      expect(all.body.banners.map((b: { id: string }) => b.id)).toEqual([
        'promo-autoship-cart',
        'promo-new-salmon',
        'promo-giving',
      ]);
      const giving = all.body.banners.find((b: { id: string }) => b.id === 'promo-giving');
      expect(giving.link.external).toBe(true);
      expect(giving.image).toEqual({ url: '/content-assets/giving.svg', alt: expect.any(String) });

      const cart = await t.http.post(`${CMS}/get-promotion-banners`).send({ placement: 'cart' }).expect(200);
      expect(cart.body.banners.map((b: { id: string }) => b.id)).toEqual(['promo-autoship-cart']);
      const staffCart = await t.http
        .post(`${CMS}/get-promotion-banners`)
        .set('Host', STAFF_HOST)
        .send({ placement: 'cart' })
        .expect(200);
      expect(staffCart.body.banners).toEqual([]);
    });

    it.each([
      ['get-promotion-banners', { placement: 'nowhere' }, 'placement'],
      ['get-sitewide-banners', { placement: 7 }, 'placement'],
      ['get-promotion-banners', { placement: 'cart', limit: 3 }, 'limit'],
    ])('%s rejects %p with 400 VALIDATION_FAILED', async (path, body, field) => {
      const res = await t.http.post(`${CMS}/${path}`).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details[0].field).toBe(field);
    });
  });

  describe('POST get-skus-with-deal', () => {
    it('answers the map itself (SPEC §7: sku to truthy), with a consumer-only deal missing on the staff site', async () => {
      const skus = new Set(skusOf(buildCatalogImport()));
      const consumer = await t.http.post(`${CMS}/get-skus-with-deal`).expect(200);
      const staff = await t.http.post(`${CMS}/get-skus-with-deal`).set('Host', STAFF_HOST).expect(200);
      const consumerSkus = Object.keys(consumer.body);
      expect(consumerSkus).not.toContain('skus');
      expect(consumerSkus.length).toBeGreaterThanOrEqual(2);
      expect(consumerSkus.every((sku) => skus.has(sku))).toBe(true);
      expect(Object.values(consumer.body).every((v) => v === true)).toBe(true);
      expect(consumerSkus.length).toBeLessThan(skus.size);
      const staffSkus = Object.keys(staff.body);
      expect(staffSkus.length).toBe(consumerSkus.length - 1);
      expect(staffSkus.every((sku) => consumer.body[sku] === true)).toBe(true);
    });
  });

  describe('GET get-password-protect', () => {
    it('answers the gate of each site, off by default', async () => {
      const consumer = await t.http.get(`${CMS}/get-password-protect`).expect(200);
      expect(consumer.body).toEqual({
        enabled: false,
        heading: expect.any(String),
        message: expect.stringContaining('Shop Pet Nutrition'),
      });
      const staff = await t.http.get(`${CMS}/get-password-protect`).set('Host', STAFF_HOST).expect(200);
      expect(staff.body.message).toContain('Pro Staff Feeding');
    });
  });

  describe('GET get-redirect', () => {
    const lookup = (path: string, host = 'localhost') =>
      t.http.get(`${CMS}/get-redirect`).set('Host', host).query({ path });

    it('answers an internal redirect', async () => {
      const res = await lookup('/dog-food').expect(200);
      expect(res.body).toEqual({
        path: '/dog-food',
        target: '/products/dog',
        external: false,
        statusCode: 301,
      });
    });

    it('matches regardless of case, trailing slash and query string', async () => {
      const res = await lookup('/Dog-Food/?utm_source=mail').expect(200);
      expect(res.body.target).toBe('/products/dog');
    });

    it('answers an external redirect', async () => {
      const res = await lookup('/blog').expect(200);
      expect(res.body).toEqual({
        path: '/blog',
        target: 'https://example.org/blog',
        external: true,
        statusCode: 302,
      });
    });

    it("prefers the site's own redirect", async () => {
      expect((await lookup('/subscribe').expect(200)).body.target).toBe('/autoship');
      expect((await lookup('/subscribe', STAFF_HOST).expect(200)).body.target).toBe('/account/autoships');
    });

    it('collapses a doubled products segment (SPEC §2)', async () => {
      const res = await lookup('/products/products/cat/treats').expect(200);
      expect(res.body).toEqual({
        path: '/products/products/cat/treats',
        target: '/products/cat/treats',
        external: false,
        statusCode: 301,
      });
    });

    it('answers 404 REDIRECT_NOT_FOUND for a path without a redirect', async () => {
      const res = await lookup('/faq').expect(404);
      expect(res.body.code).toBe('REDIRECT_NOT_FOUND');
    });

    it.each([
      ['', 'path'],
      ['path=dog-food', 'path'],
      [`path=/${'a'.repeat(2048)}`, 'path'],
      ['path=/dog-food&site=HPSF', 'site'],
    ])('rejects ?%s with 400 VALIDATION_FAILED', async (query, field) => {
      const res = await t.http.get(`${CMS}/get-redirect?${query}`).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details[0].field).toBe(field);
    });
  });
});
