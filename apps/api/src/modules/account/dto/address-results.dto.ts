import { ApiProperty } from '@nestjs/swagger';
import { AddressDto } from '../../../platform/postal-address/address.dto';

/** The customer's whole address book after a change, so the client replaces its copy in one step. */
export class AddressBookDto {
  /** Oldest first. */
  addresses!: AddressDto[];

  @ApiProperty({ type: AddressDto, nullable: true })
  defaultAddress!: AddressDto | null;
}

export class CustomerAddressResultDto extends AddressBookDto {
  /** The address created or updated. */
  customerAddress!: AddressDto;
}

export class CustomerAddressDeleteResultDto extends AddressBookDto {
  deletedCustomerAddressId!: string;
}
