/**
 * The seeded clinics the development staff accounts belong to, as the identity provider knows them.
 * The provider owns this copy so its runtime never loads seed data; the seed's spec checks it
 * against the seeded clinics (seed/clinics/dev-staff-clinics.spec.ts), so the two cannot drift.
 */
export const DEV_STAFF_CLINICS = {
  CLN0001: {
    SAP_CustomerAccountGroup: 'ZVET',
    SF_PreferedShipTo: '200000001',
    SF_StoreSoldTo: '100000001',
    clinicAddress: {
      address1: '15400 E Colfax Ave',
      address2: '',
      city: 'Aurora',
      zip: '80011',
      countryCode: 'US',
      provinceCode: 'CO',
      phone: '(303) 555-0101',
    },
  },
  CLN0012: {
    SAP_CustomerAccountGroup: 'ZCRP',
    SF_PreferedShipTo: '200000012',
    SF_StoreSoldTo: '100000012',
    clinicAddress: {
      address1: '3501 S Soncy Rd',
      address2: '',
      city: 'Amarillo',
      zip: '79119',
      countryCode: 'US',
      provinceCode: 'TX',
      phone: '(806) 555-0112',
    },
  },
} as const;

/** A clinic a development staff account may name. */
export type DevStaffClinicId = keyof typeof DEV_STAFF_CLINICS;
