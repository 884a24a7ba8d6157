import { eq } from 'drizzle-orm';
import { products, productSellingPlans, sellingPlans } from '../src/modules/catalog/testing';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { signInStaff } from './support/account-sessions';
import { ELIGIBLE_HANDLE, ONE_TIME_ONLY_HANDLE, variantsOf } from './support/carts';
import { startTestApp, type TestApp } from './support/test-app';

const LOOKUP = '/api/get-ordergroove-product-by-sku';

describe('selling plans and POST /api/get-ordergroove-product-by-sku (SPEC §7 Catalogue)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('seeds autoship every 2, 4, 6 and 8 weeks', async () => {
    const plans = await t.app
      .get<Database>(DATABASE)
      .select()
      .from(sellingPlans)
      .orderBy(sellingPlans.position);
    expect(plans.map((p) => [p.id, p.name, p.frequencyWeeks])).toEqual([
      ['gid://shop/SellingPlan/2', 'Every 2 weeks', 2],
      ['gid://shop/SellingPlan/4', 'Every 4 weeks', 4],
      ['gid://shop/SellingPlan/6', 'Every 6 weeks', 6],
      ['gid://shop/SellingPlan/8', 'Every 8 weeks', 8],
    ]);
  });

  it("offers them on the shop's own foods but not on treats or other makers' products", async () => {
    const db = t.app.get<Database>(DATABASE);
    const rows = await db
      .select({
        form: products.foodForm,
        thirdParty: products.thirdParty,
        plan: productSellingPlans.sellingPlanId,
      })
      .from(products)
      .leftJoin(productSellingPlans, eq(productSellingPlans.productId, products.id));
    const eligible = rows.filter((r) => r.plan !== null);
    expect(eligible.length).toBeGreaterThan(0);
    expect(eligible.every((r) => r.form !== 'treats' && !r.thirdParty)).toBe(true);
    expect(rows.filter((r) => r.form === 'canned-food' && r.plan !== null).length).toBeGreaterThan(0);
    expect(rows.some((r) => r.thirdParty && r.form !== 'treats' && r.plan === null)).toBe(true);
  });

  it('answers an eligible SKU with its plans in days and weeks', async () => {
    const [variant] = await variantsOf(t, ELIGIBLE_HANDLE);
    const res = await t.http.post(LOOKUP).send({ sku: variant.sku }).expect(200);
    expect(res.body).toEqual({
      sku: variant.sku,
      eligible: true,
      sellingPlans: [2, 4, 6, 8].map((weeks) => ({
        id: `gid://shop/SellingPlan/${weeks}`,
        name: `Every ${weeks} weeks`,
        frequencyDays: weeks * 7,
        frequency: weeks,
      })),
    });
  });

  it('answers a one-time-only SKU as not eligible', async () => {
    const [treat] = await variantsOf(t, ONE_TIME_ONLY_HANDLE);
    const res = await t.http.post(LOOKUP).send({ sku: treat.sku }).expect(200);
    expect(res.body).toEqual({ sku: treat.sku, eligible: false, sellingPlans: [] });
  });

  it('answers an unknown SKU 404 SKU_NOT_FOUND, twice (a miss is not cached as an answer)', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await t.http.post(LOOKUP).send({ sku: 'NO-SUCH-SKU' }).expect(404);
      expect(res.body.code).toBe('SKU_NOT_FOUND');
    }
  });

  it.each([[{}], [{ sku: '' }], [{ sku: 42 }], [{ sku: 's'.repeat(65) }], [{ sku: '600101', extra: 1 }]])(
    'refuses %p with 400',
    async (body) => {
      const res = await t.http.post(LOOKUP).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    },
  );

  it('is for registered members on the staff site, like the catalogue', async () => {
    const [variant] = await variantsOf(t, ELIGIBLE_HANDLE);
    await t.http.post(LOOKUP).set('Host', 'staff.localhost').send({ sku: variant.sku }).expect(401);
    const member = await signInStaff(t, { sapAccountGroup: 'ZVET' });
    await t.http
      .post(LOOKUP)
      .set('Host', member.host)
      .set('Authorization', `Bearer ${member.token}`)
      .send({ sku: variant.sku })
      .expect(200);
  });
});
