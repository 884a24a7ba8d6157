import type { ClinicDto } from '../clinics';
import type { CustomerAddressRow, CustomerMetafieldRow } from './account.schema';
import { buildCustomerProfile, type ProfileCustomer } from './customer-profile';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const consumer: ProfileCustomer = {
  id: uuid(0),
  publicId: `gid://shop/Customer/${uuid(0)}`,
  kind: 'consumer',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  phone: null,
  acceptsMarketing: true,
  roleCode: null,
  graduationYear: null,
  currentSchoolName: null,
  sapAccountGroup: null,
  shipTo: null,
  soldTo: null,
  clinicZip: null,
  preferredAddress: null,
};
const staff: ProfileCustomer = {
  ...consumer,
  kind: 'staff',
  roleCode: 'VET',
  graduationYear: 2015,
  currentSchoolName: 'CSU',
  sapAccountGroup: 'Z001',
  shipTo: '0001234567',
  soldTo: '0009876543',
  clinicZip: '82001',
};
const cheyenneClinic: ClinicDto = {
  clinicID: 'CLN0001',
  groupID: 'GRP0001',
  name: 'Cheyenne Animal Clinic',
  kind: 'clinic',
  address: {
    address1: '1 Clinic Rd',
    address2: '',
    city: 'Cheyenne',
    provinceCode: 'WY',
    zip: '82001',
    countryCode: 'US',
    phone: '',
  },
  homeDeliveryOnly: false,
};
const fieldId = (name: string) => `gid://shop/Metafield/${uuid(0)}-${name}`;
const address = (n: number, zip: string, isDefault: boolean): CustomerAddressRow => ({
  id: uuid(n),
  customerId: uuid(0),
  address1: `${n} Main St`,
  address2: null,
  city: 'Aurora',
  province: 'Colorado',
  provinceCode: 'CO',
  zip,
  country: 'United States',
  countryCode: 'US',
  phone: null,
  isDefault,
  createdAt: new Date(2024, 0, n),
});
const metafield = (n: number, namespace: string, key: string, value: string): CustomerMetafieldRow => ({
  id: uuid(100 + n),
  customerId: uuid(0),
  namespace,
  key,
  value,
  type: 'single_line_text_field',
  updatedAt: new Date(2024, 0, 1),
});

describe('buildCustomerProfile', () => {
  it('gives a consumer their profile, addresses, default and persisted cart, and no staff fields', () => {
    const profile = buildCustomerProfile({
      orders: [],
      customer: consumer,
      addresses: [address(1, '80011', false), address(2, '80012', true)],
      metafields: [metafield(1, 'profeeding', 'persisted_cart_id', 'gid://shop/Cart/abc')],
      isEligibleForPd: false,
    });
    expect(profile).toMatchObject({
      id: `gid://shop/Customer/${uuid(0)}`,
      email: 'ann@example.com',
      acceptsMarketing: true,
      persistedCartMetafield: { id: `gid://shop/Metafield/${uuid(101)}`, value: 'gid://shop/Cart/abc' },
      preferredAddress: null,
      soldTo: null,
      clinicZip: null,
      shipToZip: '80012',
      orders: [],
      subscriptions: [],
      staff: null,
    });
    expect(profile.addresses.map((a) => a.id)).toEqual([
      `gid://shop/MailingAddress/${uuid(1)}`,
      `gid://shop/MailingAddress/${uuid(2)}`,
    ]);
    expect(profile.defaultAddress?.id).toBe(`gid://shop/MailingAddress/${uuid(2)}`);
    expect(profile.metafields).toEqual([
      {
        id: `gid://shop/Metafield/${uuid(101)}`,
        namespace: 'profeeding',
        key: 'persisted_cart_id',
        value: 'gid://shop/Cart/abc',
        type: 'single_line_text_field',
      },
    ]);
  });

  it('answers nulls for a customer with nothing saved', () => {
    const profile = buildCustomerProfile({
      orders: [],
      customer: consumer,
      addresses: [],
      metafields: [],
      isEligibleForPd: false,
    });
    expect(profile).toMatchObject({
      persistedCartMetafield: null,
      defaultAddress: null,
      shipToZip: null,
      addresses: [],
      metafields: [],
    });
  });

  it("gives a staff member the customers row's clinic fields, as fields and as metafields with stable ids", () => {
    const profile = buildCustomerProfile({
      orders: [],
      customer: staff,
      addresses: [address(1, '80011', true)],
      metafields: [metafield(1, 'profeeding', 'persisted_cart_id', 'gid://shop/Cart/abc')],
      clinic: cheyenneClinic,
      isEligibleForPd: true,
    });
    expect(profile).toMatchObject({
      preferredAddress: 'clinic',
      soldTo: '0009876543',
      clinicZip: '82001',
      shipToZip: '82001',
      staff: {
        roleCode: 'VET',
        graduationYear: 2015,
        currentSchoolName: 'CSU',
        isRegistered: true,
        SF_PreferedShipTo: '0001234567',
        SF_StoreSoldTo: '0009876543',
        SAP_CustomerAccountGroup: 'Z001',
        isEligibleForPd: true,
        zipCode: '82001',
        clinicAddress: { ...cheyenneClinic.address, homeDeliveryOnly: false },
      },
    });
    const single = { type: 'single_line_text_field' };
    expect(profile.metafields).toEqual([
      { id: fieldId('custom.clinic_zip'), namespace: 'custom', key: 'clinic_zip', value: '82001', ...single },
      { id: fieldId('custom.ship_to'), namespace: 'custom', key: 'ship_to', value: '0001234567', ...single },
      { id: fieldId('custom.sold_to'), namespace: 'custom', key: 'sold_to', value: '0009876543', ...single },
      {
        id: `gid://shop/Metafield/${uuid(101)}`,
        namespace: 'profeeding',
        key: 'persisted_cart_id',
        value: 'gid://shop/Cart/abc',
        ...single,
      },
      {
        id: fieldId('profeeding.preferred_address'),
        namespace: 'profeeding',
        key: 'preferred_address',
        value: 'clinic',
        ...single,
      },
    ]);
  });

  it('ships a staff member who prefers home to their default address', () => {
    const profile = buildCustomerProfile({
      orders: [],
      customer: { ...staff, preferredAddress: 'home' },
      addresses: [address(1, '80011', true)],
      metafields: [],
      clinic: cheyenneClinic,
      isEligibleForPd: false,
    });
    expect(profile.preferredAddress).toBe('home');
    expect(profile.shipToZip).toBe('80011');
  });

  it('prefers home until the member chooses, where the clinic delivers to homes only (SPEC §6)', () => {
    const profile = buildCustomerProfile({
      orders: [],
      customer: staff,
      addresses: [],
      metafields: [],
      clinic: { ...cheyenneClinic, homeDeliveryOnly: true },
      isEligibleForPd: false,
    });
    expect(profile.preferredAddress).toBe('home');
    expect(profile.metafields.find((m) => m.key === 'preferred_address')?.value).toBe('home');
    expect(profile.staff?.clinicAddress?.homeDeliveryOnly).toBe(true);
  });

  it('is not registered without a ship-to, and has no clinic metafields before joining one', () => {
    const profile = buildCustomerProfile({
      orders: [],
      customer: { ...staff, shipTo: null, soldTo: null, clinicZip: null },
      addresses: [],
      metafields: [],
      isEligibleForPd: false,
    });
    expect(profile.staff).toMatchObject({
      isRegistered: false,
      isEligibleForPd: false,
      SF_PreferedShipTo: null,
      clinicAddress: null,
    });
    expect(profile.metafields.map((m) => `${m.namespace}.${m.key}=${m.value}`)).toEqual([
      'profeeding.preferred_address=clinic',
    ]);
  });

  it("carries a staff member's quota as SPEC §3's quotaMonth, quotaValue and quotaReached; none without one", () => {
    const parts = { orders: [], customer: staff, addresses: [], metafields: [], isEligibleForPd: true };
    const quota = {
      quotaMonth: '2025-02',
      monthlyQuota: '500.00',
      quotaValue: '0.00',
      quotaValueCents: 0,
      quotaReached: true,
    };
    expect(buildCustomerProfile({ ...parts, quota })).toMatchObject({
      quotaMonth: '2025-02',
      quotaValue: '0.00',
      quotaReached: true,
    });
    expect(buildCustomerProfile({ ...parts, quota: null })).toMatchObject({
      quotaMonth: null,
      quotaValue: null,
      quotaReached: false,
    });
  });
});
