import { DEV_STAFF_CLINICS, type DevStaffClinicId } from '../../dev-identity-provider/dev-staff-clinics';
import { SEED_CLINICS } from './clinics.seed-data';

/**
 * The development identity provider keeps its own copy of its staff members' clinics (its runtime
 * loads no seed data): each must be a seeded clinic, with the numbers and address the seed gives it.
 */
describe('development staff clinics', () => {
  it.each(Object.keys(DEV_STAFF_CLINICS) as DevStaffClinicId[])('%s is the seeded clinic', (clinicId) => {
    const clinic = SEED_CLINICS.find((row) => row.id === clinicId);
    expect(clinic).toBeDefined();
    if (!clinic) return;
    expect(DEV_STAFF_CLINICS[clinicId]).toEqual({
      SAP_CustomerAccountGroup: clinic.sapAccountGroup,
      SF_PreferedShipTo: String(clinic.shipTo),
      SF_StoreSoldTo: String(clinic.soldTo),
      clinicAddress: {
        address1: clinic.address1,
        address2: clinic.address2 ?? '',
        city: clinic.city,
        zip: clinic.zip,
        countryCode: clinic.countryCode ?? 'US',
        provinceCode: clinic.provinceCode,
        phone: clinic.phone ?? '',
      },
    });
  });
});
