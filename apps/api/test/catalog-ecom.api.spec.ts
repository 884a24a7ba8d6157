import { SEED_PRODUCTS } from '../src/seed/catalog/catalog.seed-data';
import { startTestApp, type TestApp } from './support/test-app';

const ADULT_DRY = 'dog-adult-chicken-barley-dry';
const KITTEN_DRY = 'cat-kitten-chicken-dry';
const TREATS = 'dog-jerky-strips-treats';

const variantShape = {
  id: expect.any(String),
  adminGraphqlId: expect.stringMatching(/^gid:\/\/shop\/ProductVariant\/[0-9a-f-]{36}$/),
  sku: expect.stringMatching(/^\d{6}$/),
  variantURL: expect.stringMatching(/^[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/),
  selectedOptions: expect.arrayContaining([{ name: 'Size', value: expect.any(String) }]),
  price: { amount: expect.stringMatching(/^\d+\.\d{2}$/), currencyCode: 'USD' },
  compareAtPrice: null,
  inStock: true,
  weight: expect.any(Number),
  weightUnit: expect.stringMatching(/^(lb|oz)$/),
  imagePrimary: { url: expect.stringMatching(/^\/media\/products\/.+\.svg$/) },
  variantMediaList: [{ url: expect.any(String), alt: expect.any(String) }],
  badgeTags: expect.any(Array),
};

describe('catalogue calls of SPEC §7 (/api/ecom/v1.0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown) => t.http.post(`/api/ecom/v1.0/${path}`).send(body as object);

  describe('POST get-products-by-handles', () => {
    it('answers 200 with products in the order asked and the unknown handles apart', async () => {
      const res = await post('get-products-by-handles', {
        handles: [KITTEN_DRY, 'no-such-food', ADULT_DRY, KITTEN_DRY],
      }).expect(200);
      expect(res.body.products.map((p: { handle: string }) => p.handle)).toEqual([KITTEN_DRY, ADULT_DRY]);
      expect(res.body.missingHandles).toEqual(['no-such-food']);
    });

    it('gives the SPEC §3 product with every variant and option', async () => {
      const res = await post('get-products-by-handles', { handles: [ADULT_DRY] }).expect(200);
      const [product] = res.body.products;
      expect(product).toEqual({
        id: expect.any(String),
        handle: ADULT_DRY,
        title: 'Adult Chicken & Barley Recipe Dry Dog Food',
        productType: 'Dry Food',
        description: expect.stringContaining('adult dogs'),
        featuredImage: {
          url: `/media/products/${ADULT_DRY}.svg`,
          alt: 'Adult Chicken & Barley Recipe Dry Dog Food',
        },
        variants: expect.any(Array),
        options: [
          { name: 'Flavor', values: ['Chicken & Barley', 'Lamb Meal & Brown Rice', 'Beef & Brown Rice'] },
          { name: 'Size', values: ['4 lb', '15 lb', '30 lb'] },
          { name: 'Product Form', values: ['Dry'] },
        ],
        brand: { handle: 'pet-nutrition', name: 'Pet Nutrition', line: 'food' },
        species: 'dog',
        lifeStage: 'adult',
        foodForm: 'dry-food',
        productLine: { handle: 'everyday-nutrition', name: 'Everyday Nutrition' },
        thirdParty: false,
      });
      expect(product.variants).toHaveLength(9);
      expect(product.variants[0]).toEqual({ ...variantShape, badgeTags: ['badge::best-seller'] });
      expect(product.variants[0].variantURL).toBe(`pet-nutrition/${ADULT_DRY}/chicken-and-barley/4-lb`);
      expect(product.variants[1].compareAtPrice).toEqual({ amount: '62.99', currencyCode: 'USD' });
      const beef = product.variants.filter((v: { selectedOptions: { value: string }[] }) =>
        v.selectedOptions.some((o) => o.value === 'Beef & Brown Rice'),
      );
      expect(beef.every((v: { badgeTags: string[] }) => v.badgeTags.includes('badge::new-flavor'))).toBe(
        true,
      );
    });

    it('takes up to 50 handles', async () => {
      const handles = SEED_PRODUCTS.slice(0, 50).map((p) => p.handle);
      const res = await post('get-products-by-handles', { handles }).expect(200);
      expect(res.body.products.map((p: { handle: string }) => p.handle)).toEqual(handles);
    });

    it.each([
      ['an empty list', { handles: [] }],
      ['51 handles', { handles: Array.from({ length: 51 }, (_, i) => `h-${i}`) }],
      ['an upper-case handle', { handles: ['Dog-Food'] }],
      ['a handle of 121 characters', { handles: ['a'.repeat(121)] }],
      ['a handle with a slash', { handles: ['dog/dry'] }],
      ['a number in the list', { handles: [42] }],
      ['a string instead of a list', { handles: ADULT_DRY }],
      ['no handles', {}],
      ['an unknown field', { handles: [ADULT_DRY], extra: true }],
    ])('refuses %s with 400 VALIDATION_FAILED', async (_label, body) => {
      const res = await post('get-products-by-handles', body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details.length).toBeGreaterThan(0);
    });
  });

  describe('GET get-product-by-handle', () => {
    it('answers the product', async () => {
      const res = await t.http
        .get('/api/ecom/v1.0/get-product-by-handle')
        .query({ handle: TREATS })
        .expect(200);
      expect(res.body).toMatchObject({
        handle: TREATS,
        productType: 'Treats',
        brand: { handle: 'pet-nutrition-treats', name: 'Pet Nutrition Treats', line: 'treats' },
        productLine: null,
        options: [
          { name: 'Flavor', values: ['Chicken', 'Duck'] },
          { name: 'Size', values: ['8 oz', '16 oz'] },
          { name: 'Product Form', values: ['Treats'] },
        ],
      });
      expect(res.body.variants.map((v: { variantURL: string }) => v.variantURL)).toEqual([
        `pet-nutrition-treats/${TREATS}/chicken/8-oz`,
        `pet-nutrition-treats/${TREATS}/chicken/16-oz`,
        `pet-nutrition-treats/${TREATS}/duck/8-oz`,
        `pet-nutrition-treats/${TREATS}/duck/16-oz`,
      ]);
      expect(res.body.priceRange).toBeUndefined();
    });

    it('marks third-party products and unavailable variants', async () => {
      const res = await t.http
        .get('/api/ecom/v1.0/get-product-by-handle?handle=wholesome-paws-grain-free-turkey-jerky-treats')
        .expect(200);
      expect(res.body).toMatchObject({
        thirdParty: true,
        brand: { line: 'third-party', name: 'Wholesome Paws' },
      });
      expect(res.body.variants.map((v: { inStock: boolean }) => v.inStock)).toEqual([true, false]);
    });

    it('404 PRODUCT_NOT_FOUND for an unknown handle', async () => {
      const res = await t.http.get('/api/ecom/v1.0/get-product-by-handle?handle=no-such-food').expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        code: 'PRODUCT_NOT_FOUND',
        message: "No product has the handle 'no-such-food'",
      });
    });

    it.each([
      ['no handle', ''],
      ['an empty handle', '?handle='],
      ['an upper-case handle', '?handle=Dog'],
      ['an oversize handle', `?handle=${'a'.repeat(121)}`],
      ['an unknown field', `?handle=${ADULT_DRY}&sku=1`],
    ])('refuses %s with 400', async (_label, query) => {
      const res = await t.http.get(`/api/ecom/v1.0/get-product-by-handle${query}`).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('POST get-listing-products-by-handles', () => {
    it('answers card-ready products with their price range', async () => {
      const res = await post('get-listing-products-by-handles', {
        handles: [ADULT_DRY, 'gone-product'],
      }).expect(200);
      expect(res.body.missingHandles).toEqual(['gone-product']);
      expect(res.body.products).toHaveLength(1);
      expect(res.body.products[0]).toMatchObject({
        handle: ADULT_DRY,
        priceRange: {
          min: { amount: '21.99', currencyCode: 'USD' },
          max: { amount: '82.99', currencyCode: 'USD' },
        },
      });
      expect(res.body.products[0].variants[0]).toEqual({
        ...variantShape,
        badgeTags: ['badge::best-seller'],
      });
    });

    it('an all-unknown list is still a 200', async () => {
      const res = await post('get-listing-products-by-handles', { handles: ['nope-1', 'nope-2'] }).expect(
        200,
      );
      expect(res.body).toEqual({ products: [], missingHandles: ['nope-1', 'nope-2'] });
    });

    it.each([
      ['an empty list', { handles: [] }],
      ['51 handles', { handles: Array.from({ length: 51 }, (_, i) => `h-${i}`) }],
      ['a bad handle', { handles: ['dog food'] }],
      ['an unknown field', { handles: [ADULT_DRY], limit: 3 }],
    ])('refuses %s with 400', async (_label, body) => {
      const res = await post('get-listing-products-by-handles', body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('POST get-listing-product-by-handle', () => {
    it('answers one card-ready product with 200', async () => {
      const res = await post('get-listing-product-by-handle', { handle: KITTEN_DRY }).expect(200);
      expect(res.body).toMatchObject({
        handle: KITTEN_DRY,
        species: 'cat',
        lifeStage: 'kitten',
        priceRange: { min: { amount: '19.99' }, max: { amount: '59.99' } },
      });
    });

    it('404 PRODUCT_NOT_FOUND for an unknown handle', async () => {
      const res = await post('get-listing-product-by-handle', { handle: 'no-such-food' }).expect(404);
      expect(res.body.code).toBe('PRODUCT_NOT_FOUND');
    });

    it.each([
      ['no handle', {}],
      ['a number', { handle: 7 }],
      ['a list', { handle: [KITTEN_DRY] }],
      ['an oversize handle', { handle: 'a'.repeat(121) }],
      ['an unknown field', { handle: KITTEN_DRY, sku: '600101' }],
    ])('refuses %s with 400', async (_label, body) => {
      const res = await post('get-listing-product-by-handle', body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });
  });
});
