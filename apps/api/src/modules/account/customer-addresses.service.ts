import { HttpStatus, Injectable } from '@nestjs/common';
import { MAX_ADDRESSES_PER_CUSTOMER, validateAddress, type ValidAddress } from '@shop/identity';
import { AppError, BadRequestError, NotFoundError } from '../../platform/errors/app-error';
import { rowIdOf } from './account-ids';
import { toAddressBook, toAddressDto } from './account.mapper';
import { CustomerAddressesRepository } from './customer-addresses.repository';
import type { AddressInputDto } from '../../platform/postal-address/address.dto';
import type {
  AddressBookDto,
  CustomerAddressDeleteResultDto,
  CustomerAddressResultDto,
} from './dto/address-results.dto';

/** The signed-in customer's address book (SPEC §7 customer-address-* and update-customer-default-address). */
@Injectable()
export class CustomerAddressesService {
  constructor(private readonly addresses: CustomerAddressesRepository) {}

  async book(customerId: string): Promise<AddressBookDto> {
    return toAddressBook(await this.addresses.list(customerId));
  }

  /** Adds an address; the first one becomes the default. 409 ADDRESS_BOOK_FULL at the limit. */
  async create(customerId: string, input: AddressInputDto): Promise<CustomerAddressResultDto> {
    const address = checked(input);
    const created = await this.addresses.create(customerId, address, MAX_ADDRESSES_PER_CUSTOMER);
    if ('full' in created)
      throw new AppError(
        HttpStatus.CONFLICT,
        'ADDRESS_BOOK_FULL',
        `An address book holds at most ${MAX_ADDRESSES_PER_CUSTOMER} addresses: delete one before adding another`,
      );
    return { customerAddress: toAddressDto(created.row), ...(await this.book(customerId)) };
  }

  async update(
    customerId: string,
    publicId: string,
    input: AddressInputDto,
  ): Promise<CustomerAddressResultDto> {
    const address = checked(input);
    const id = rowIdOf('MailingAddress', publicId);
    const row = id && (await this.addresses.update(customerId, id, address));
    if (!row) throw addressNotFound(publicId);
    return { customerAddress: toAddressDto(row), ...(await this.book(customerId)) };
  }

  /** Deletes an address; deleting the default makes the newest remaining address the default. */
  async delete(customerId: string, publicId: string): Promise<CustomerAddressDeleteResultDto> {
    const id = rowIdOf('MailingAddress', publicId);
    const row = id && (await this.addresses.delete(customerId, id));
    if (!row) throw addressNotFound(publicId);
    return { deletedCustomerAddressId: toAddressDto(row).id, ...(await this.book(customerId)) };
  }

  async setDefault(customerId: string, publicId: string): Promise<AddressBookDto> {
    const id = rowIdOf('MailingAddress', publicId);
    const row = id && (await this.addresses.setDefault(customerId, id));
    if (!row) throw addressNotFound(publicId);
    return this.book(customerId);
  }
}

/**
 * The address as libs/identity validateAddress leaves it, or 400: ZIP_STATE_MISMATCH when that is
 * the only problem (the form shows it beside the ZIP), INVALID_ADDRESS with every problem otherwise.
 */
function checked(input: AddressInputDto): ValidAddress {
  const check = validateAddress(input);
  if (check.ok) return check.address;
  const details = check.problems.map((p) => ({ field: `address.${p.field}`, problems: [p.message] }));
  const [first] = check.problems;
  if (check.problems.length === 1 && first.code === 'ZIP_STATE_MISMATCH')
    throw new BadRequestError('ZIP_STATE_MISMATCH', first.message, details);
  throw new BadRequestError(
    'INVALID_ADDRESS',
    `Invalid address: ${check.problems.map((p) => p.message).join('; ')}`,
    details,
  );
}

function addressNotFound(publicId: string): NotFoundError {
  return new NotFoundError('ADDRESS_NOT_FOUND', `You have no address with id '${publicId}'`);
}
