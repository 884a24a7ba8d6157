import type { CustomerAddressRow, CustomerMetafieldRow } from './account.schema';
import { buildCustomerProfile, type ProfileCustomer } from './customer-profile';

const consumer: ProfileCustomer = {
  publicId: 'gid://shop/Customer/c1',
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
};
const staff: ProfileCustomer = {
  ...consumer,
  kind: 'staff',
  roleCode: 'VET',
  graduationYear: 2015,
  currentSchoolName: 'CSU',
  sapAccountGroup: 'Z001',
};

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
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
      customer: consumer,
      addresses: [address(1, '80011', false), address(2, '80012', true)],
      metafields: [metafield(1, 'profeeding', 'persisted_cart_id', 'gid://shop/Cart/abc')],
      pdEligibleAccountGroups: 'Z001',
    });
    expect(profile).toMatchObject({
      id: 'gid://shop/Customer/c1',
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
      customer: consumer,
      addresses: [],
      metafields: [],
      pdEligibleAccountGroups: '',
    });
    expect(profile).toMatchObject({
      persistedCartMetafield: null,
      defaultAddress: null,
      shipToZip: null,
      addresses: [],
      metafields: [],
    });
  });

  it('defaults a staff member to the clinic and ships to the clinic ZIP (SPEC §4)', () => {
    const profile = buildCustomerProfile({
      customer: staff,
      addresses: [address(1, '80011', true)],
      metafields: [
        metafield(1, 'custom', 'ship_to', '0001234567'),
        metafield(2, 'custom', 'sold_to', '0009876543'),
        metafield(3, 'custom', 'clinic_zip', '82001'),
      ],
      pdEligibleAccountGroups: 'Z001,Z002',
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
        clinicAddress: null,
      },
    });
  });

  it('ships a staff member who prefers home to their default address', () => {
    const profile = buildCustomerProfile({
      customer: staff,
      addresses: [address(1, '80011', true)],
      metafields: [
        metafield(1, 'custom', 'clinic_zip', '82001'),
        metafield(2, 'profeeding', 'preferred_address', 'home'),
      ],
      pdEligibleAccountGroups: '',
    });
    expect(profile.preferredAddress).toBe('home');
    expect(profile.shipToZip).toBe('80011');
  });

  it('is not registered without a ship-to, nor eligible outside the configured groups', () => {
    const profile = buildCustomerProfile({
      customer: staff,
      addresses: [],
      metafields: [],
      pdEligibleAccountGroups: 'Z002',
    });
    expect(profile.staff).toMatchObject({
      isRegistered: false,
      isEligibleForPd: false,
      SF_PreferedShipTo: null,
    });
  });
});
