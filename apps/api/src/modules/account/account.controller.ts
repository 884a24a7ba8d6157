import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { ReadOnlyPost } from '../../platform/openapi/read-only-post';
import { type Caller, CurrentCaller, SignedIn } from '../../platform/auth';
import { AccountService } from './account.service';
import { CustomerProfileDto, GetShopifyCustomerRequestDto } from './dto/customer-profile.dto';
import {
  DeleteMetafieldRequestDto,
  DeleteMetafieldResultDto,
  UpdateCustomerRequestDto,
  UpdateCustomerResultDto,
} from './dto/update-customer.dto';

/** The signed-in customer's profile calls of SPEC §7 'Customer and orders', at the paths it names. */
@ApiTags('account')
@Controller('ecom/v1.0')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  /**
   * The caller's profile (SPEC §3 'Customer profile'): names, metafields, addresses and, on the
   * staff site, the staff fields. Allowed before a staff member has registered: the registration
   * pages read it.
   */
  @ReadOnlyPost('get-shopify-customer')
  @SignedIn({ allowUnregistered: true })
  @ApiBody({ type: GetShopifyCustomerRequestDto, required: false })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  getShopifyCustomer(
    @CurrentCaller() caller: Caller,
    // Validated for its shape only: the session token it may carry is read by the guard.
    @Body() _body: GetShopifyCustomerRequestDto,
  ): Promise<CustomerProfileDto> {
    return this.account.profile(caller);
  }

  /**
   * Changes the caller's names, phone, marketing consent and metafields. Parts that break a rule
   * (an unknown metafield, a value not allowed for its key, a blank name) come back in userErrors
   * with 200 and are not saved; the rest is. A staff member's custom.ship_to, custom.sold_to and
   * custom.clinic_zip are set by joining a clinic: sending their current values changes nothing
   * (the customer-load sync does), any other value is a READ_ONLY userError.
   * profeeding.preferred_address is home or clinic (HOME_DELIVERY_ONLY: not clinic where the
   * clinic delivers to homes only). 404 CUSTOMER_NOT_FOUND when customerId is not the caller's.
   */
  @Post('update-customer')
  @HttpCode(200)
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  updateCustomer(
    @CurrentCaller() caller: Caller,
    @Body() body: UpdateCustomerRequestDto,
  ): Promise<UpdateCustomerResultDto> {
    return this.account.updateCustomer(caller, body);
  }

  /**
   * Removes one of the caller's metafields (e.g. the persisted cart id). profeeding.preferred_address
   * goes back to its default (the clinic, or home where the clinic delivers to homes only); the
   * clinic-set ones (ship_to, sold_to, clinic_zip) cannot be removed. 404 METAFIELD_NOT_FOUND for
   * an id that is not one of the caller's metafields.
   */
  @Post('delete-metafield')
  @HttpCode(200)
  @SignedIn()
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description:
      'METAFIELD_READ_ONLY: custom.ship_to, custom.sold_to or custom.clinic_zip (set by joining a clinic); VALIDATION_FAILED',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  deleteMetafield(
    @CurrentCaller() caller: Caller,
    @Body() body: DeleteMetafieldRequestDto,
  ): Promise<DeleteMetafieldResultDto> {
    return this.account.deleteMetafield(caller, body.metafieldId);
  }
}
