import { quotaMonthOf } from '@shop/cart';
import { StockService } from '../src/modules/stock';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { postAs, signInStaff, signUpConsumer, type SignedInCustomer } from './support/account-sessions';
import { ELIGIBLE_HANDLE, newCart, variantsOf, type SeededVariant } from './support/carts';
import { checkoutCall, checkoutToken, GOOD_CARD, placeOrder } from './support/checkouts';
import { setUnitsAt } from './support/stock-levels';
import { startTestApp, type TestApp } from './support/test-app';

const OPERATOR_TOKEN = 'test-operator-token-0123456789';
const QUOTAS = '/api/operator/staff-quotas';
const CUSTOMER = '/api/ecom/v1.0/get-shopify-customer';
/** The parts of a cart answer these tests read. */
interface CartAnswer {
  staffQuota: { quotaValueCents: number; quotaReached: boolean } | null;
}

/** Aurora Animal Hospital: ZVET, a clinic lane that ships from the Denver warehouse. */
const AURORA = { shipTo: '200000001' };

/**
 * The staff monthly quota (issue 24 §2) over HTTP: what is left on the profile, the cart and the
 * checkout page, an order over it refused with what is left, a cancelled order giving its amount
 * back, the operator's own quota for a member; on PGlite and (TEST_DB_ENGINE=postgres) PostgreSQL,
 * where two orders at once really race for the lock.
 */
describe('the staff monthly quota', () => {
  let t: TestApp;
  let db: Database;
  let dry: SeededVariant[];

  const asOperator = <T extends { set(name: string, value: string): T }>(request: T) =>
    request.set('Authorization', `Bearer ${OPERATOR_TOKEN}`);

  /** A one-unit cart of the member's, and its merchandise total after the program discount. */
  async function oneUnitCart(
    staff: SignedInCustomer,
  ): Promise<{ id: string; cents: number; body: CartAnswer }> {
    const { id, res } = await newCart(t, staff, [{ merchandiseId: dry[1].merchandiseId, quantity: 1 }]);
    return { id, cents: res.body.cost.cents.cartSubtotalCents as number, body: res.body as CartAnswer };
  }

  /** A checkout link for the cart, then place-order to the clinic, answering `status`. */
  async function order(staff: SignedInCustomer, cartId: string, status: number) {
    const token = await checkoutToken(t, staff, cartId);
    return placeOrder(t, staff, { token, addressId: 'clinic', card: GOOD_CARD }).expect(status);
  }

  const setQuota = (staff: SignedInCustomer, cents: number) =>
    asOperator(t.http.put(`${QUOTAS}/${staff.customerId}`)).send({ monthlyQuota: cents / 100 });

  beforeAll(async () => {
    t = await startTestApp({ OPERATOR_TOKEN, STAFF_MONTHLY_QUOTA: 'ZVET=500,*=300' });
    db = t.app.get<Database>(DATABASE);
    dry = await variantsOf(t, ELIGIBLE_HANDLE);
    const stock = t.app.get(StockService);
    for (const destination of ['HOME', 'CLINIC'] as const)
      await setUnitsAt(db, await stock.warehouseFor('80011', destination), dry[1].sku, 500);
  });
  afterAll(() => t.close());

  it("shows the month and what is left on a member's profile and cart; nothing for a consumer", async () => {
    const staff = await signInStaff(t, { sapAccountGroup: 'ZVET', clinic: AURORA });
    const profile = await postAs(t, staff, CUSTOMER).expect(200);
    expect(profile.body).toMatchObject({
      quotaMonth: quotaMonthOf(new Date()),
      quotaValue: '500.00',
      quotaReached: false,
    });
    const cart = await oneUnitCart(staff);
    expect(cart.body.staffQuota).toEqual({
      quotaMonth: quotaMonthOf(new Date()),
      monthlyQuota: '500.00',
      quotaValue: '500.00',
      quotaValueCents: 50000,
      quotaReached: false,
    });

    const other = await signInStaff(t, { sapAccountGroup: 'ZCORP', clinic: AURORA });
    expect((await postAs(t, other, CUSTOMER).expect(200)).body.quotaValue).toBe('300.00');

    const consumer = await signUpConsumer(t);
    const mine = await postAs(t, consumer, CUSTOMER).expect(200);
    expect(mine.body).toMatchObject({ quotaMonth: null, quotaValue: null, quotaReached: false });
    const { res } = await newCart(t, consumer, [{ merchandiseId: dry[1].merchandiseId, quantity: 1 }]);
    expect(res.body.staffQuota).toBeNull();
  });

  it('places orders up to the quota, refuses the next with what is left, and a cancelled order gives it back', async () => {
    const staff = await signInStaff(t, { sapAccountGroup: 'ZVET', clinic: AURORA });
    const first = await oneUnitCart(staff);
    const cents = first.cents;
    // Room for two such orders and one cent short of a third.
    await setQuota(staff, 3 * cents - 1).expect(200);

    const placed = await order(staff, first.id, 200);
    const second = await oneUnitCart(staff);
    expect(second.body.staffQuota?.quotaValueCents).toBe(2 * cents - 1);
    await order(staff, second.id, 200);

    const third = await oneUnitCart(staff);
    expect(third.body.staffQuota).toMatchObject({ quotaValueCents: cents - 1, quotaReached: false });
    const token = await checkoutToken(t, staff, third.id);
    const page = await checkoutCall(t, staff, '/api/checkout/get-checkout', { token }).expect(200);
    expect(page.body.staffQuota.quotaValueCents).toBe(cents - 1);
    const refused = await placeOrder(t, staff, { token, addressId: 'clinic', card: GOOD_CARD }).expect(422);
    expect(refused.body.code).toBe('STAFF_QUOTA_EXCEEDED');
    expect(refused.body.message).toContain(`$${((cents - 1) / 100).toFixed(2)} is left this month`);

    await asOperator(t.http.post(`/api/operator/orders/${placed.body.number}/cancel`)).expect(200);
    const after = await postAs(t, staff, CUSTOMER).expect(200);
    expect(after.body.quotaValue).toBe(((2 * cents - 1) / 100).toFixed(2));
    await placeOrder(t, staff, { token, addressId: 'clinic', card: GOOD_CARD }).expect(200);
    expect((await postAs(t, staff, CUSTOMER).expect(200)).body.quotaValue).toBe(
      ((cents - 1) / 100).toFixed(2),
    );
  });

  it('spending exactly the quota is allowed and reaches it', async () => {
    const staff = await signInStaff(t, { sapAccountGroup: 'ZVET', clinic: AURORA });
    const cart = await oneUnitCart(staff);
    await setQuota(staff, cart.cents).expect(200);
    await order(staff, cart.id, 200);
    const profile = await postAs(t, staff, CUSTOMER).expect(200);
    expect(profile.body).toMatchObject({ quotaValue: '0.00', quotaReached: true });
    const next = await oneUnitCart(staff);
    const refused = await order(staff, next.id, 422);
    expect(refused.body).toMatchObject({ code: 'STAFF_QUOTA_EXCEEDED' });
    expect(refused.body.message).toContain('$0.00 is left');
  });

  it('two orders at once that together exceed the quota: exactly one is placed', async () => {
    const staff = await signInStaff(t, { sapAccountGroup: 'ZVET', clinic: AURORA });
    const a = await oneUnitCart(staff);
    const b = await oneUnitCart(staff);
    await setQuota(staff, 2 * a.cents - 1).expect(200);
    const tokens = await Promise.all([checkoutToken(t, staff, a.id), checkoutToken(t, staff, b.id)]);
    const answers = await Promise.all(
      tokens.map((token) => placeOrder(t, staff, { token, addressId: 'clinic', card: GOOD_CARD })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 422]);
    expect(answers.find((res) => res.status === 422)?.body.code).toBe('STAFF_QUOTA_EXCEEDED');
    expect((await postAs(t, staff, CUSTOMER).expect(200)).body.quotaValue).toBe(
      ((a.cents - 1) / 100).toFixed(2),
    );
  });

  describe('the operator calls', () => {
    it("set a member's own quota, show it, and take them back to their group's", async () => {
      const staff = await signInStaff(t, { sapAccountGroup: 'ZVET', clinic: AURORA });
      const set = await setQuota(staff, 75_050).expect(200);
      expect(set.body).toMatchObject({
        customerId: staff.publicId,
        email: staff.email,
        accountGroup: 'ZVET',
        ownQuota: true,
        quota: { monthlyQuota: '750.50', quotaValue: '750.50', quotaReached: false },
      });
      expect((await postAs(t, staff, CUSTOMER).expect(200)).body.quotaValue).toBe('750.50');
      const byGid = await asOperator(t.http.get(`${QUOTAS}/${encodeURIComponent(staff.publicId)}`)).expect(
        200,
      );
      expect(byGid.body.ownQuota).toBe(true);

      const cleared = await asOperator(t.http.delete(`${QUOTAS}/${staff.customerId}`)).expect(200);
      expect(cleared.body).toMatchObject({ ownQuota: false, quota: { monthlyQuota: '500.00' } });
      expect((await postAs(t, staff, CUSTOMER).expect(200)).body.quotaValue).toBe('500.00');
    });

    it('are refused without the operator token, or with a wrong one (401), and change nothing', async () => {
      const staff = await signInStaff(t, { sapAccountGroup: 'ZVET', clinic: AURORA });
      const none = await t.http.put(`${QUOTAS}/${staff.customerId}`).send({ monthlyQuota: 1 });
      expect([none.status, none.body.code]).toEqual([401, 'OPERATOR_TOKEN_REQUIRED']);
      const wrong = await t.http
        .put(`${QUOTAS}/${staff.customerId}`)
        .set('Authorization', `Bearer ${staff.token}`)
        .send({ monthlyQuota: 1 });
      expect([wrong.status, wrong.body.code]).toEqual([401, 'OPERATOR_TOKEN_INVALID']);
      expect((await postAs(t, staff, CUSTOMER).expect(200)).body.quotaValue).toBe('500.00');
    });

    it('answer 404 for anyone who is not a staff member and 400 for a bad amount', async () => {
      const consumer = await signUpConsumer(t);
      const notStaff = await asOperator(t.http.put(`${QUOTAS}/${consumer.customerId}`)).send({
        monthlyQuota: 10,
      });
      expect([notStaff.status, notStaff.body.code]).toEqual([404, 'STAFF_MEMBER_NOT_FOUND']);
      const staff = await signInStaff(t, { sapAccountGroup: 'ZVET', clinic: AURORA });
      for (const monthlyQuota of [-1, 1.005, 'lots'])
        expect(
          (await asOperator(t.http.put(`${QUOTAS}/${staff.customerId}`)).send({ monthlyQuota })).status,
        ).toBe(400);
    });
  });
});
