import type { PetLifeStage, PetSpecies, PetWeightUnit } from '@shop/identity';
import { accountGid } from './account-ids';
import type { CustomerAddressRow, CustomerMetafieldRow, CustomerPetRow } from './account.schema';
import type { AddressBookDto } from './dto/address-results.dto';
import type { AddressDto } from '../../platform/postal-address/address.dto';
import type { MetafieldDto } from './dto/metafield.dto';
import type { PetDto } from './dto/pet.dto';

export function toAddressDto(row: CustomerAddressRow): AddressDto {
  return {
    id: accountGid('MailingAddress', row.id),
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    province: row.province,
    provinceCode: row.provinceCode,
    zip: row.zip,
    country: row.country,
    countryCode: row.countryCode,
    phone: row.phone,
    isDefault: row.isDefault,
  };
}

export function toAddressBook(rows: CustomerAddressRow[]): AddressBookDto {
  const addresses = rows.map(toAddressDto);
  return { addresses, defaultAddress: addresses.find((a) => a.isDefault) ?? null };
}

export function toMetafieldDto(row: CustomerMetafieldRow): MetafieldDto {
  return {
    id: accountGid('Metafield', row.id),
    namespace: row.namespace,
    key: row.key,
    value: row.value,
    type: row.type,
  };
}

export function toPetDto(row: CustomerPetRow): PetDto {
  return {
    id: accountGid('Pet', row.id),
    name: row.name,
    species: row.species as PetSpecies,
    lifeStage: row.lifeStage as PetLifeStage,
    weight:
      row.weightValue === null || row.weightUnit === null
        ? null
        : { value: Number(row.weightValue), unit: row.weightUnit as PetWeightUnit },
    createdAt: row.createdAt.toISOString(),
  };
}
