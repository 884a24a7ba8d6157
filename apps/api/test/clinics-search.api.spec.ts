import { ClinicsService } from '../src/modules/clinics';
import { CLINIC_SEARCH_LIMIT } from '../src/modules/clinics/testing';
import { SeedRunner } from '../src/seed/seed-runner';
import { SEED_CLINICS } from '../src/seed/clinics/clinics.seed-data';
import { startTestApp, type TestApp } from './support/test-app';

/** The clinic search and look-ups on a real, seeded database (the HTTP calls are in staff-*.api.spec.ts). */
describe('clinics: search and look-ups on the seeded table', () => {
  let t: TestApp;
  let clinics: ClinicsService;
  beforeAll(async () => {
    t = await startTestApp();
    clinics = t.app.get(ClinicsService);
  });
  afterAll(() => t.close());

  it('seeds every starter clinic once, and a second run adds nothing', async () => {
    expect((await clinics.search('name', 'a')).clinics.length).toBeGreaterThan(0);
    expect((await t.app.get(SeedRunner).run()).clinics).toBe(0);
  });

  it('finds clinics by the start of their ZIP', async () => {
    const result = await clinics.search('zip', '800');
    expect(result.clinics.map((c) => c.address.zip)).toEqual(['80011', '80012']);
    expect((await clinics.search('zip', '80011')).clinics.map((c) => c.name)).toEqual([
      'Aurora Animal Hospital',
    ]);
    expect((await clinics.search('zip', '0')).clinics.map((c) => c.address.zip)).toEqual([
      '02115',
      '02601',
      '05401',
      '07102',
    ]);
  });

  it('finds clinics by the start of their city, whatever the case, in every state', async () => {
    const result = await clinics.search('city', 'aUrOrA');
    expect(result.clinics.map((c) => `${c.address.city}, ${c.address.provinceCode}`).sort()).toEqual([
      'Aurora, CO',
      'Aurora, CO',
      'Aurora, IL',
    ]);
  });

  it('finds clinics whose name holds the term anywhere, names starting with it first', async () => {
    expect((await clinics.search('name', 'VALLEY')).clinics.map((c) => c.name)).toEqual([
      'Valley Oak Pet Hospital',
      'Poudre Valley Veterinary Teaching Hospital',
      'Spokane Valley Animal Rescue',
      'Willamette Valley Pet Hospital',
    ]);
    expect((await clinics.search('name', "o'keeffe")).clinics.map((c) => c.name)).toEqual([
      "O'Keeffe Country Animal Clinic",
    ]);
    expect((await clinics.search('name', 'Paws & Claws')).clinics).toHaveLength(1);
  });

  it('takes wildcards literally', async () => {
    expect((await clinics.search('name', '%')).clinics).toEqual([]);
    expect((await clinics.search('name', '_')).clinics).toEqual([]);
    expect((await clinics.search('city', '%')).clinics).toEqual([]);
    expect((await clinics.search('name', '\\')).clinics).toEqual([]);
    expect((await clinics.search('zip', '8')).clinics.every((c) => c.address.zip.startsWith('8'))).toBe(true);
  });

  it('answers at most the limit, however broad the term', async () => {
    expect(SEED_CLINICS.filter((c) => /a/i.test(c.name)).length).toBeGreaterThan(CLINIC_SEARCH_LIMIT);
    const result = await clinics.search('name', 'a');
    expect(result.clinics).toHaveLength(CLINIC_SEARCH_LIMIT);
    expect(result.limit).toBe(CLINIC_SEARCH_LIMIT);
  });

  it('reads a term starting with a digit as a ZIP and anything else as a city when no type is given (SPEC §5)', async () => {
    const zip = await clinics.search(undefined, ' 9810 ');
    expect(zip.searchType).toBe('zip');
    expect(zip.searchTerm).toBe('9810');
    expect(zip.clinics.map((c) => c.name)).toEqual(['Puget Sound Veterinary Clinic']);
    const city = await clinics.search(undefined, 'springfield');
    expect(city.searchType).toBe('city');
    expect(city.clinics.map((c) => c.address.provinceCode).sort()).toEqual(['IL', 'MO']);
    // A name is not searched by default: "Lakeshore" is only a clinic name, no city.
    expect((await clinics.search(undefined, 'Lakeshore')).clinics).toEqual([]);
  });

  it('refuses a blank term and a ZIP search that is not 1-5 digits, with a code', async () => {
    await expect(clinics.search('name', '   ')).rejects.toMatchObject({ code: 'INVALID_SEARCH_TERM' });
    await expect(clinics.search('zip', 'Denver')).rejects.toMatchObject({ code: 'INVALID_ZIP_SEARCH' });
    await expect(clinics.search(undefined, '80011-1234')).rejects.toMatchObject({
      code: 'INVALID_ZIP_SEARCH',
    });
    await expect(clinics.search('zip', '800111')).rejects.toMatchObject({ code: 'INVALID_ZIP_SEARCH' });
  });

  it('gives a clinic address with its home-delivery-only flag, and 404 for an unknown clinic', async () => {
    const [alaska] = SEED_CLINICS.filter((c) => c.provinceCode === 'AK');
    expect(await clinics.addressOf(alaska.id)).toEqual({
      clinicID: alaska.id,
      name: alaska.name,
      homeDeliveryOnly: true,
      address: {
        address1: alaska.address1,
        address2: '',
        city: 'Anchorage',
        provinceCode: 'AK',
        zip: alaska.zip,
        countryCode: 'US',
        phone: alaska.phone,
      },
    });
    await expect(clinics.addressOf('CLN9999')).rejects.toMatchObject({ code: 'CLINIC_NOT_FOUND' });
  });

  it("tells what joining a group's clinic gives: account group, sold-to and ship-to", async () => {
    const seeded = SEED_CLINICS[0];
    const membership = await clinics.membershipOf(seeded.groupId);
    expect(membership).toMatchObject({
      sapAccountGroup: seeded.sapAccountGroup,
      soldTo: String(seeded.soldTo),
      shipTo: String(seeded.shipTo),
      clinic: { clinicID: seeded.id, groupID: seeded.groupId },
    });
    await expect(clinics.membershipOf('GRP9999')).rejects.toMatchObject({ code: 'CLINIC_NOT_FOUND' });
  });
});
