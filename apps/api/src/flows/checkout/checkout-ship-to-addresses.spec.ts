import { VALID_US_ADDRESS } from '@shop/identity/testing';
import type { AddressDto } from '../../platform/postal-address/address.dto';
import type { ClinicDto } from '../../modules/clinics';
import type { CustomerRecord } from '../../modules/identity';
import { orderAddressOf, shipToOptionsOf, type ShopperShipTo } from './checkout-ship-to-addresses';
import type { PlaceOrderRequestDto } from './dto/checkout-requests.dto';

const customer = { firstName: 'Ann', lastName: 'Lee' } as CustomerRecord;
const clinic = {
  clinicID: 'C1',
  groupID: 'G1',
  name: 'Aurora Vets',
  address: { ...VALID_US_ADDRESS },
  homeDeliveryOnly: false,
} as unknown as ClinicDto;
const saved = (id: string, isDefault: boolean): AddressDto => ({ id, ...VALID_US_ADDRESS, isDefault });

function shopper(overrides: Partial<ShopperShipTo> = {}): ShopperShipTo {
  return {
    customer,
    addresses: [saved('a1', false), saved('a2', true)],
    clinic,
    choices: { clinic: true, addressBook: true, newAddress: true, preselect: 'home' },
    ...overrides,
  };
}

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

describe('shipToOptionsOf', () => {
  it('lists the clinic, then the book, with the default address preselected for home', () => {
    const options = shipToOptionsOf(shopper());
    expect(options.map((o) => [o.id, o.preselected])).toEqual([
      ['clinic', false],
      ['a1', false],
      ['a2', true],
    ]);
    expect(options[0]).toMatchObject({ kind: 'clinic', label: 'Aurora Vets', address: { firstName: 'Ann' } });
  });

  it('offers only what the choices allow', () => {
    const choices = { clinic: false, addressBook: false, newAddress: true, preselect: 'home' as const };
    expect(shipToOptionsOf(shopper({ choices }))).toEqual([]);
  });
});

describe('orderAddressOf', () => {
  const body = {} as PlaceOrderRequestDto;

  it("ships a saved address under the customer's name; 404 for one not theirs", () => {
    expect(orderAddressOf({ kind: 'saved', addressId: 'a2' }, body, shopper())).toMatchObject({
      firstName: 'Ann',
      zip: VALID_US_ADDRESS.zip,
    });
    expect(codeOf(() => orderAddressOf({ kind: 'saved', addressId: 'zz' }, body, shopper()))).toBe(
      'ADDRESS_NOT_FOUND',
    );
  });

  it("refuses a clinic whose own address fails the address rules as the clinic's problem", () => {
    const broken = { ...clinic, address: { ...VALID_US_ADDRESS, zip: '81700' } } as ClinicDto;
    expect(codeOf(() => orderAddressOf({ kind: 'clinic' }, body, shopper({ clinic: broken })))).toBe(
      'CLINIC_ADDRESS_INVALID',
    );
  });

  it('validates a typed address as the address book does', () => {
    const typed = {
      shippingAddress: { ...VALID_US_ADDRESS, firstName: ' Bo ', lastName: 'Ng', zip: '81700' },
    };
    expect(codeOf(() => orderAddressOf({ kind: 'new' }, typed as PlaceOrderRequestDto, shopper()))).toBe(
      'ZIP_STATE_MISMATCH',
    );
    const ok = { shippingAddress: { ...VALID_US_ADDRESS, firstName: ' Bo ', lastName: 'Ng' } };
    expect(orderAddressOf({ kind: 'new' }, ok as PlaceOrderRequestDto, shopper())).toMatchObject({
      firstName: 'Bo',
      zip: VALID_US_ADDRESS.zip,
    });
  });
});
