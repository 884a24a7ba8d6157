import { HttpStatus, Injectable } from '@nestjs/common';
import { MAX_ADDRESSES_PER_CUSTOMER } from '@shop/identity';
import { AppError, NotFoundError } from '../../platform/errors/app-error';
import { rowIdOf } from './account-ids';
import { toAddressBook, toAddressDto } from './account.mapper';
import { CustomerAddressesRepository } from './customer-addresses.repository';
import type { AddressInputDto } from '../../platform/postal-address/address.dto';
import type {
  AddressBookDto,
  CustomerAddressDeleteResultDto,
  CustomerAddressResultDto,
} from './dto/address-results.dto';
import { validatedAddress } from '../../platform/postal-address/validated-address';

/** The signed-in customer's address book (SPEC §7 customer-address-* and update-customer-default-address). */
@Injectable()
export class CustomerAddressesService {
  constructor(private readonly addresses: CustomerAddressesRepository) {}

  async book(customerId: string): Promise<AddressBookDto> {
    return toAddressBook(await this.addresses.list(customerId));
  }

  /** Adds an address; the first one becomes the default. 409 ADDRESS_BOOK_FULL at the limit. */
  async create(customerId: string, input: AddressInputDto): Promise<CustomerAddressResultDto> {
    const address = validatedAddress(input, 'address');
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
    const address = validatedAddress(input, 'address');
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

function addressNotFound(publicId: string): NotFoundError {
  return new NotFoundError('ADDRESS_NOT_FOUND', `You have no address with id '${publicId}'`);
}
