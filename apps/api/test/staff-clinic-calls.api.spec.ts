import { SEED_CLINICS } from '../src/seed/clinics/clinics.seed-data';
import { signInStaffThroughProvider } from './support/staff-sign-in';
import { STAFF_HOST } from './support/site-hosts';
import { startTestApp, type TestApp } from './support/test-app';

interface Member {
  sessionToken: string;
  jwt: string;
}

describe("staff clinic calls (SPEC §7 'Identity and clinic')", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const call = (path: string, body: object) =>
    t.http.post(`/api/idp/${path}`).set('Host', STAFF_HOST).send(body);

  async function member(email: string): Promise<Member> {
    const { sessionToken } = await signInStaffThroughProvider(t, email);
    if (!sessionToken) throw new Error(`${email} did not sign in`);
    const { jwt } = (await call('jwt', { sessionToken }).expect(200)).body as { jwt: string };
    return { sessionToken, jwt };
  }

  describe('an unregistered member', () => {
    it('may use the registration calls but not the rest of the staff site (403 STAFF_NOT_REGISTERED)', async () => {
      const m = await member('new.staff@staff.example');
      await call('search-clinic', { ...m, searchTerm: '80011' }).expect(200);
      const refused = await t.http
        .post('/api/crypto')
        .set('Host', STAFF_HOST)
        .send({ sessionToken: m.sessionToken });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('STAFF_NOT_REGISTERED');
    });

    it('is registered once they join a clinic, with its group, sold-to, ship-to and ZIP', async () => {
      const m = await member('new.staff@staff.example');
      const clinic = SEED_CLINICS.find((c) => c.id === 'CLN0004');
      const joined = await call('join-clinic', {
        ...m,
        groupID: clinic?.groupId,
        roleCode: 'DVM',
        graduationYear: 2012,
      }).expect(200);
      expect(joined.headers['cache-control']).toBe('no-store');
      expect(joined.body.clinic).toMatchObject({
        clinicID: 'CLN0004',
        name: 'Cherry Creek Veterinary Hospital',
      });
      expect(joined.body.user).toMatchObject({
        isRegistered: true,
        isEligibleForPd: true,
        SAP_CustomerAccountGroup: clinic?.sapAccountGroup,
        SF_StoreSoldTo: String(clinic?.soldTo),
        SF_PreferedShipTo: String(clinic?.shipTo),
        clinicZip: clinic?.zip,
        zipCode: clinic?.zip,
        preferredAddress: 'clinic',
        roleCode: 'DVM',
        graduationYear: 2012,
        clinicAddress: expect.objectContaining({ city: 'Denver', zip: clinic?.zip }),
      });
      await t.http
        .post('/api/crypto')
        .set('Host', STAFF_HOST)
        .send({ sessionToken: m.sessionToken })
        .expect(200);
      const info = await call('account-info', { sessionToken: m.sessionToken }).expect(200);
      expect(info.body.isRegistered).toBe(true);
    });

    it("shows what joining wrote as the profile's clinic metafields: one copy, read by both calls", async () => {
      const m = await member('new.staff@staff.example');
      const clinic = SEED_CLINICS.find((c) => c.id === 'CLN0004');
      await call('join-clinic', { ...m, groupID: clinic?.groupId }).expect(200);
      const profile = await t.http
        .post('/api/ecom/v1.0/get-shopify-customer')
        .set('Host', STAFF_HOST)
        .send({ sessionToken: m.sessionToken })
        .expect(200);
      const values = Object.fromEntries(
        (profile.body.metafields as { namespace: string; key: string; value: string }[]).map((f) => [
          `${f.namespace}.${f.key}`,
          f.value,
        ]),
      );
      expect(values).toEqual({
        'custom.ship_to': String(clinic?.shipTo),
        'custom.sold_to': String(clinic?.soldTo),
        'custom.clinic_zip': clinic?.zip,
        'profeeding.preferred_address': 'clinic',
      });
      expect(profile.body.staff).toMatchObject({
        isRegistered: true,
        clinicAddress: expect.objectContaining({ city: 'Denver', homeDeliveryOnly: false }),
      });
    });

    it('stays registered when signing in again, though the provider does not know the clinic', async () => {
      const m = await member('student.staff@staff.example');
      await call('join-clinic', { ...m, groupID: 'GRP0006' }).expect(200);
      const again = await signInStaffThroughProvider(t, 'student.staff@staff.example', {
        returnTo: '/products',
      });
      expect(again.landing).toBe('/products');
      const info = await call('account-info', { sessionToken: again.sessionToken }).expect(200);
      expect(info.body).toMatchObject({
        isRegistered: true,
        SAP_CustomerAccountGroup: 'ZUNV',
        roleCode: 'STU',
      });
    });

    it('prefers home delivery when the clinic only allows it (SPEC §6)', async () => {
      const m = await member('new.staff@staff.example');
      const alaska = SEED_CLINICS.find((c) => c.provinceCode === 'AK');
      const joined = await call('join-clinic', { ...m, groupID: alaska?.groupId }).expect(200);
      expect(joined.body.user).toMatchObject({
        preferredAddress: 'home',
        clinicAddress: expect.objectContaining({ homeDeliveryOnly: true }),
      });
    });

    it('cannot join a group that does not exist (404) or with a role or year that is not one', async () => {
      const m = await member('new.staff@staff.example');
      expect((await call('join-clinic', { ...m, groupID: 'GRP9999' }).expect(404)).body.code).toBe(
        'CLINIC_NOT_FOUND',
      );
      expect(
        (await call('join-clinic', { ...m, groupID: 'GRP0001', roleCode: 'KING' }).expect(400)).body.code,
      ).toBe('VALIDATION_FAILED');
      expect(
        (
          await call('join-clinic', {
            ...m,
            groupID: 'GRP0001',
            graduationYear: new Date().getUTCFullYear() + 20,
          }).expect(400)
        ).body.code,
      ).toBe('INVALID_GRADUATION_YEAR');
    });
  });

  describe('search-clinic', () => {
    let m: Member;
    beforeAll(async () => {
      m = await member('registered.staff@staff.example');
    });

    it('finds clinics by ZIP, city or name', async () => {
      const byZip = await call('search-clinic', { ...m, searchType: 'zip', searchTerm: '80011' }).expect(200);
      expect(byZip.body.clinics.map((c: { name: string }) => c.name)).toEqual(['Aurora Animal Hospital']);
      const byCity = await call('search-clinic', { ...m, searchType: 'city', searchTerm: 'denver' }).expect(
        200,
      );
      expect(byCity.body.clinics.map((c: { address: { city: string } }) => c.address.city)).toEqual([
        'Denver',
        'Denver',
      ]);
      const byName = await call('search-clinic', { ...m, searchType: 'name', searchTerm: 'humane' }).expect(
        200,
      );
      expect(byName.body.clinics.length).toBeGreaterThan(1);
      expect(byName.body.clinics.every((c: { name: string }) => /humane/i.test(c.name))).toBe(true);
    });

    it('reads the term as SPEC §5 says when no type is given', async () => {
      const zip = await call('search-clinic', { ...m, searchTerm: '606' }).expect(200);
      expect(zip.body.searchType).toBe('zip');
      expect(zip.body.clinics.map((c: { address: { zip: string } }) => c.address.zip)).toEqual(['60614']);
      const city = await call('search-clinic', { ...m, searchTerm: 'Aurora' }).expect(200);
      expect(city.body.searchType).toBe('city');
      expect(city.body.clinics).toHaveLength(3);
    });

    it('answers a search result with clinic and group ids and no SAP numbers', async () => {
      const res = await call('search-clinic', { ...m, searchType: 'zip', searchTerm: '99501' }).expect(200);
      expect(res.body).toEqual({
        searchType: 'zip',
        searchTerm: '99501',
        limit: 25,
        clinics: [
          {
            clinicID: 'CLN0042',
            groupID: 'GRP0042',
            name: 'Midnight Sun Veterinary Clinic',
            kind: 'clinic',
            homeDeliveryOnly: true,
            address: {
              address1: '700 W 6th Ave',
              address2: '',
              city: 'Anchorage',
              provinceCode: 'AK',
              zip: '99501',
              countryCode: 'US',
              phone: '(907) 555-0142',
            },
          },
        ],
      });
    });

    it("refuses a jwt that is not this session's ID token (401 JWT_MISMATCH)", async () => {
      const other = await member('corporate.staff@staff.example');
      for (const jwt of [other.jwt, 'x', `${m.jwt}x`]) {
        const res = await call('search-clinic', {
          sessionToken: m.sessionToken,
          jwt,
          searchTerm: '800',
        }).expect(401);
        expect(res.body.code).toBe('JWT_MISMATCH');
      }
    });

    it('refuses callers who are not signed in (401 SIGNED_OUT) and bodies without jwt (400)', async () => {
      const res = await call('search-clinic', { jwt: m.jwt, searchTerm: '800' }).expect(401);
      expect(res.body.code).toBe('SIGNED_OUT');
      const noJwt = await call('search-clinic', { sessionToken: m.sessionToken, searchTerm: '800' }).expect(
        400,
      );
      expect(noJwt.body.code).toBe('VALIDATION_FAILED');
    });

    it.each([
      ['a NUL in the term', { searchTerm: '800\u0000' }],
      ['a huge term', { searchTerm: 'a'.repeat(10_000) }],
      ['an unknown search type', { searchType: 'sql', searchTerm: 'a' }],
      ['a number for the term', { searchTerm: 80011 }],
      ['an unknown field', { searchTerm: 'a', extra: 1 }],
      ['a prototype key', JSON.parse('{"searchTerm":"a","__proto__":{"x":1}}')],
      ['a blank term', { searchTerm: '   ' }],
      ['a ZIP search of letters', { searchType: 'zip', searchTerm: "80' OR 1=1" }],
    ])('answers %s with 400 and a code', async (_label, fields) => {
      const res = await call('search-clinic', { ...m, ...fields });
      expect(res.status).toBe(400);
      expect(typeof res.body.code).toBe('string');
    });
  });

  describe('fetch-address', () => {
    it('answers the clinic address with its home-delivery-only flag', async () => {
      const m = await member('registered.staff@staff.example');
      const res = await call('fetch-address', { ...m, clinicID: 'CLN0043' }).expect(200);
      expect(res.body).toEqual({
        clinicID: 'CLN0043',
        name: 'Aloha Animal Hospital',
        homeDeliveryOnly: true,
        address: expect.objectContaining({
          city: 'Honolulu',
          provinceCode: 'HI',
          zip: '96814',
          countryCode: 'US',
        }),
      });
      expect(
        (await call('fetch-address', { ...m, clinicID: 'CLN0001' }).expect(200)).body.homeDeliveryOnly,
      ).toBe(false);
    });

    it('answers 404 for an unknown clinic and 400 for a malformed id', async () => {
      const m = await member('registered.staff@staff.example');
      expect((await call('fetch-address', { ...m, clinicID: 'CLN9999' }).expect(404)).body.code).toBe(
        'CLINIC_NOT_FOUND',
      );
      const malformed = await call('fetch-address', { ...m, clinicID: '../../etc' }).expect(400);
      expect(malformed.body.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(malformed.body)).toContain('clinicID must be 1-40 letters, digits, _ or -');
      const badGroup = await call('join-clinic', { ...m, groupID: 'GRP 1' }).expect(400);
      expect(JSON.stringify(badGroup.body)).toContain('groupID must be 1-40 letters, digits, _ or -');
      expect(
        (await call('fetch-address', { ...m, clinicID: 'CLN0001', jwt: 'nope' }).expect(401)).body.code,
      ).toBe('JWT_MISMATCH');
    });
  });

  describe('on the consumer site', () => {
    it('refuses every clinic call with 404 STAFF_SITE_ONLY, even for a consumer session', async () => {
      for (const path of ['search-clinic', 'join-clinic', 'fetch-address', 'jwt', 'account-info']) {
        const res = await t.http
          .post(`/api/idp/${path}`)
          .set('Host', 'localhost')
          .send({ jwt: 'x', searchTerm: 'a' });
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('STAFF_SITE_ONLY');
      }
    });
  });
});
