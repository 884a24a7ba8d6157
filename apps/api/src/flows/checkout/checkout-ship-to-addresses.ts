import { validateAddress } from '@shop/identity';
import { NotFoundError } from '../../platform/errors/app-error';
import type { AddressDto } from '../../platform/postal-address/address.dto';
import { validatedAddress } from '../../platform/postal-address/validated-address';
import type { ClinicDto } from '../../modules/clinics';
import type { CustomerRecord } from '../../modules/identity';
import type { OrderAddress } from '../../modules/orders';
import { invalidShipTo } from './checkout-errors';
import type { ShipToChoices, ShipToPick } from './checkout-ship-to';
import type { PlaceOrderRequestDto } from './dto/checkout-requests.dto';
import type { ShipToOptionDto } from './dto/checkout.dto';

/** What the ship-to addresses are made from: the shopper's account, book, clinic and choices. */
export interface ShopperShipTo {
  customer: CustomerRecord | null;
  addresses: AddressDto[];
  clinic: ClinicDto | null;
  choices: ShipToChoices;
}

/** The checkout page's ship-to options: the clinic first (staff), then the address book. */
export function shipToOptionsOf(shopper: ShopperShipTo): ShipToOptionDto[] {
  const options: ShipToOptionDto[] = [];
  const { choices, clinic, customer } = shopper;
  if (choices.clinic && clinic)
    options.push({
      id: 'clinic',
      kind: 'clinic',
      label: clinic.name,
      address: clinicAddressOf(clinic, customer),
      preselected: choices.preselect === 'clinic',
    });
  if (choices.addressBook)
    for (const saved of shopper.addresses)
      options.push({
        id: saved.id,
        kind: 'address',
        label: null,
        address: withName(saved, customer),
        preselected: choices.preselect === 'home' && saved.isDefault,
      });
  return options;
}

/**
 * The address an order ships to for an allowed pick: the clinic's, a saved one (404 when it is not
 * the shopper's), or the typed one, validated as the address book validates (400).
 */
export function orderAddressOf(
  pick: ShipToPick,
  body: PlaceOrderRequestDto,
  shopper: ShopperShipTo,
): OrderAddress {
  if (pick.kind === 'clinic') return clinicAddressOf(shopper.clinic as ClinicDto, shopper.customer);
  if (pick.kind === 'saved') {
    const saved = shopper.addresses.find((a) => a.id === pick.addressId);
    if (!saved) throw addressNotFound(pick.addressId);
    return withName(saved, shopper.customer);
  }
  const input = body.shippingAddress as NonNullable<PlaceOrderRequestDto['shippingAddress']>;
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    ...validatedAddress(input, 'shippingAddress'),
  };
}

export function addressNotFound(id: string): NotFoundError {
  return new NotFoundError('ADDRESS_NOT_FOUND', `You have no address with id '${id}'`);
}

function clinicAddressOf(clinic: ClinicDto, customer: CustomerRecord | null): OrderAddress {
  const check = validateAddress(clinic.address);
  // Our own clinic data failing our address rules is a data problem, not the shopper's.
  if (!check.ok)
    throw invalidShipTo(
      'CLINIC_ADDRESS_INVALID',
      `The clinic's address cannot be shipped to: ship to a home address`,
    );
  return { firstName: customer?.firstName ?? null, lastName: customer?.lastName ?? null, ...check.address };
}

function withName(saved: AddressDto, customer: CustomerRecord | null): OrderAddress {
  return {
    firstName: customer?.firstName ?? null,
    lastName: customer?.lastName ?? null,
    address1: saved.address1,
    address2: saved.address2,
    city: saved.city,
    province: saved.province,
    provinceCode: saved.provinceCode,
    zip: saved.zip,
    country: saved.country,
    countryCode: saved.countryCode,
    phone: saved.phone,
  };
}
