import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { type Caller, CurrentCaller, SignedIn } from '../../platform/auth';
import { CustomerAddressesService } from './customer-addresses.service';
import {
  CustomerAddressCreateRequestDto,
  CustomerAddressDeleteRequestDto,
  CustomerAddressUpdateRequestDto,
  UpdateCustomerDefaultAddressRequestDto,
} from './dto/address-requests.dto';
import {
  AddressBookDto,
  CustomerAddressDeleteResultDto,
  CustomerAddressResultDto,
} from './dto/address-results.dto';

/**
 * The signed-in customer's address book (SPEC §7). Addresses are in the United States; each
 * answer carries the whole book so the client replaces its copy. Another customer's address id
 * answers 404 ADDRESS_NOT_FOUND, like an id that does not exist.
 */
@ApiTags('account')
@Controller('ecom/v1.0')
export class CustomerAddressesController {
  constructor(private readonly addresses: CustomerAddressesService) {}

  /**
   * Adds an address; the first one becomes the default. 400 ZIP_STATE_MISMATCH when the ZIP is in
   * another state, INVALID_ADDRESS for other problems; 409 ADDRESS_BOOK_FULL at 20 addresses.
   */
  @Post('customer-address-create')
  @HttpCode(200)
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto })
  customerAddressCreate(
    @CurrentCaller() caller: Caller,
    @Body() body: CustomerAddressCreateRequestDto,
  ): Promise<CustomerAddressResultDto> {
    return this.addresses.create(caller.customerId, body.address);
  }

  /** Replaces one of the caller's addresses, checked as on create. */
  @Post('customer-address-update')
  @HttpCode(200)
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  customerAddressUpdate(
    @CurrentCaller() caller: Caller,
    @Body() body: CustomerAddressUpdateRequestDto,
  ): Promise<CustomerAddressResultDto> {
    return this.addresses.update(caller.customerId, body.id, body.address);
  }

  /** Deletes one of the caller's addresses; deleting the default makes the newest remaining one the default. */
  @Post('customer-address-delete')
  @HttpCode(200)
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  customerAddressDelete(
    @CurrentCaller() caller: Caller,
    @Body() body: CustomerAddressDeleteRequestDto,
  ): Promise<CustomerAddressDeleteResultDto> {
    return this.addresses.delete(caller.customerId, body.id);
  }

  /** Makes one of the caller's addresses the default. */
  @Post('update-customer-default-address')
  @HttpCode(200)
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  updateCustomerDefaultAddress(
    @CurrentCaller() caller: Caller,
    @Body() body: UpdateCustomerDefaultAddressRequestDto,
  ): Promise<AddressBookDto> {
    return this.addresses.setDefault(caller.customerId, body.addressId);
  }
}
