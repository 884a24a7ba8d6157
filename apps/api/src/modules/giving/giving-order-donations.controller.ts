import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { type Caller, CurrentCaller, SignedIn } from '../../platform/auth';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import {
  OrderDonationDto,
  OrderIdParamsDto,
  SetSubscriptionCauseRequestDto,
  SubscriptionCauseDto,
  SubscriptionParamsDto,
} from './dto/order-donation.dto';
import { GivingOrderDonationsService } from './giving-order-donations.service';

/**
 * The signed-in shopper's giving on their orders and autoships: an order's donation (the
 * confirmation page, the account) and the cause an autoship's renewals give to (My
 * Subscriptions). Only the caller's own, on the site they are signed in to: anything else is 404.
 */
@ApiTags('giving')
@Controller('giving')
export class GivingOrderDonationsController {
  constructor(private readonly donations: GivingOrderDonationsService) {}

  /** What an order of the caller's gave, to whom (name, city, state, EIN), per line, with reversals. */
  @Get('orders/:orderId/donation')
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'GIVING_DONATION_NOT_FOUND' })
  getOrderDonation(
    @CurrentCaller() caller: Caller,
    @Param() params: OrderIdParamsDto,
  ): Promise<OrderDonationDto> {
    return this.donations.forOwner(caller, params.orderId.toLowerCase());
  }

  /** The cause one of the caller's autoships gives to at its renewals (null: the default rule). */
  @Get('subscriptions/:contractId/cause')
  @SignedIn()
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'SUBSCRIPTION_NOT_FOUND' })
  async getSubscriptionCause(
    @CurrentCaller() caller: Caller,
    @Param() params: SubscriptionParamsDto,
  ): Promise<SubscriptionCauseDto> {
    return {
      contractId: params.contractId,
      causeId: await this.donations.subscriptionCause(caller, params.contractId),
    };
  }

  /** Chooses the cause an autoship of the caller's gives to from its next renewal. */
  @Put('subscriptions/:contractId/cause')
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'SUBSCRIPTION_NOT_FOUND, GIVING_CAUSE_NOT_FOUND' })
  async setSubscriptionCause(
    @CurrentCaller() caller: Caller,
    @Param() params: SubscriptionParamsDto,
    @Body() body: SetSubscriptionCauseRequestDto,
  ): Promise<SubscriptionCauseDto> {
    return {
      contractId: params.contractId,
      causeId: await this.donations.setSubscriptionCause(caller, params.contractId, body.causeId),
    };
  }
}
