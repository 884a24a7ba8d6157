import { ConflictError } from '../src/platform/errors/app-error';
import { CustomersService } from '../src/modules/identity';
import { signUp, uniqueEmail } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

/** CustomersService is what single sign-on and the profile work build on. */
describe('CustomersService (for single sign-on and other modules)', () => {
  let t: TestApp;
  let customers: CustomersService;
  beforeAll(async () => {
    t = await startTestApp();
    customers = t.app.get(CustomersService);
  });
  afterAll(() => t.close());

  const newStaff = (email = uniqueEmail('staff')) =>
    customers.createStaff({
      email: email.toUpperCase(),
      firstName: 'Grace',
      lastName: 'Hopper',
      oidcSubject: `sub-${email}`,
      roleCode: 'VET',
      graduationYear: 2012,
      currentSchoolName: 'State University',
    });

  it('creates a staff customer on the staff site and finds it by id, public id, address and subject', async () => {
    const email = uniqueEmail('staff');
    const staff = await newStaff(email);
    expect(staff).toMatchObject({
      site: 'HPSF',
      kind: 'staff',
      email,
      publicId: `gid://shop/Customer/${staff.id}`,
      roleCode: 'VET',
      graduationYear: 2012,
      currentSchoolName: 'State University',
      sapAccountGroup: null,
    });
    expect(staff).not.toHaveProperty('passwordHash');
    expect((await customers.findById(staff.id))?.email).toBe(email);
    expect((await customers.findById(staff.publicId))?.id).toBe(staff.id);
    expect((await customers.findByEmail('HPSF', email.toUpperCase()))?.id).toBe(staff.id);
    expect(await customers.findByEmail('DTC', email)).toBeUndefined();
    expect((await customers.findByOidcSubject(`sub-${email}`))?.id).toBe(staff.id);
  });

  it('refuses a second staff record for one subject or address with 409 CUSTOMER_EXISTS', async () => {
    const email = uniqueEmail('staff');
    await newStaff(email);
    await expect(newStaff(email)).rejects.toThrow(ConflictError);
  });

  it('the same address may be a consumer on one site and staff on the other', async () => {
    const { email } = await signUp(t);
    const staff = await newStaff(email);
    expect((await customers.findByEmail('DTC', email))?.kind).toBe('consumer');
    expect((await customers.findByEmail('HPSF', email))?.id).toBe(staff.id);
  });

  it('updates the staff fields given and leaves the others', async () => {
    const staff = await newStaff();
    const updated = await customers.updateStaffFields(staff.id, { sapAccountGroup: 'Z001', roleCode: null });
    expect(updated).toMatchObject({ sapAccountGroup: 'Z001', roleCode: null, graduationYear: 2012 });
    expect(updated?.updatedAt.getTime()).toBeGreaterThanOrEqual(staff.updatedAt.getTime());
  });

  it("refuses to take another staff member's address (409), and does not touch consumers", async () => {
    const first = await newStaff();
    const second = await newStaff();
    await expect(customers.updateStaffFields(second.id, { email: first.email })).rejects.toThrow(
      ConflictError,
    );
    const consumer = await signUp(t);
    expect(
      await customers.updateStaffFields(consumer.customerId, { sapAccountGroup: 'Z001' }),
    ).toBeUndefined();
  });

  it.each(['not-a-uuid', '', 'gid://shop/Customer/123', "'; drop table customers; --"])(
    'finds nothing (and does not fail) for the id %p',
    async (id) => {
      expect(await customers.findById(id)).toBeUndefined();
      expect(await customers.updateStaffFields(id, { roleCode: 'x' })).toBeUndefined();
    },
  );
});
