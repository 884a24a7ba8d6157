import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { ReadOnlyPost } from '../../platform/openapi/read-only-post';
import { type Caller, CurrentCaller, SignedIn } from '../../platform/auth';
import {
  CancelSubscriptionRequestDto,
  ChangeSubscriptionFrequencyRequestDto,
  ChangeSubscriptionNextOrderDateRequestDto,
  ChangeSubscriptionQuantityRequestDto,
  ChangeSubscriptionShipToRequestDto,
  GetSubscriptionsRequestDto,
  SubscriptionRequestDto,
} from './dto/subscription-requests.dto';
import { GetSubscriptionsResultDto, SubscriptionDto } from './dto/subscription.dto';
import { SubscriptionSelfServiceService } from './subscription-self-service.service';

/** A self-service write: POST, 200 with the subscription as it now is, and its refusals. */
function SelfServiceWrite(path: string, refusals: string): MethodDecorator {
  return applyDecorators(
    Post(`subscriptions/${path}`),
    HttpCode(200),
    SignedIn(),
    ApiOkResponse({ type: SubscriptionDto }),
    ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED' }),
    ApiNotFoundResponse({
      type: ErrorBodyDto,
      description: "SUBSCRIPTION_NOT_FOUND: not the caller's, another site's, or no such contract id",
    }),
    ApiConflictResponse({
      type: ErrorBodyDto,
      description: `${refusals}; SUBSCRIPTION_BUSY: changed concurrently, send it again`,
    }),
    ApiUnprocessableEntityResponse({ type: ErrorBodyDto, description: 'The change breaks an autoship rule' }),
  );
}

/**
 * Autoship subscriptions of the signed-in customer (SPEC §7 get-subscriptions; issue 14's
 * self-service calls). Each write applies libs/cart's autoship rules and answers the updated
 * subscription; only the caller's own, on the site they are signed in to.
 */
@ApiTags('subscriptions')
@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionSelfServiceService) {}

  /**
   * The caller's subscriptions on this site, oldest first, cancelled ones too (SPEC §3 names, the
   * next order date, status, product, ship-to, plans and allowed actions). 404 CUSTOMER_NOT_FOUND
   * when `customer` is not the caller's own id.
   */
  @ReadOnlyPost('get-subscriptions')
  @ApiBody({ type: GetSubscriptionsRequestDto, required: false })
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  getSubscriptions(
    @CurrentCaller() caller: Caller,
    @Body() body: GetSubscriptionsRequestDto,
  ): Promise<GetSubscriptionsResultDto> {
    return this.subscriptions.list(caller, body.customer);
  }

  /** Deliveries every `frequencyDays` (a plan the product offers); a later next date comes within one new period. */
  @SelfServiceWrite('change-frequency', 'SUBSCRIPTION_CANCELLED')
  changeSubscriptionFrequency(
    @CurrentCaller() caller: Caller,
    @Body() body: ChangeSubscriptionFrequencyRequestDto,
  ): Promise<SubscriptionDto> {
    return this.subscriptions.act(caller, body.contractId, {
      type: 'changeFrequency',
      frequencyDays: body.frequencyDays,
    });
  }

  /** Moves the next order to a day from tomorrow to 120 days ahead (two periods for plans over 60 days). */
  @SelfServiceWrite('change-next-order-date', 'SUBSCRIPTION_CANCELLED')
  changeSubscriptionNextOrderDate(
    @CurrentCaller() caller: Caller,
    @Body() body: ChangeSubscriptionNextOrderDateRequestDto,
  ): Promise<SubscriptionDto> {
    return this.subscriptions.act(caller, body.contractId, {
      type: 'changeNextOrderDate',
      nextOrderDate: body.nextOrderDate,
    });
  }

  /** Skips the next order: the next date moves one period later (422 SKIP_BEYOND_HORIZON past the limit). */
  @SelfServiceWrite('skip-next-order', 'SUBSCRIPTION_CANCELLED, SUBSCRIPTION_PAUSED')
  skipSubscriptionOrder(
    @CurrentCaller() caller: Caller,
    @Body() body: SubscriptionRequestDto,
  ): Promise<SubscriptionDto> {
    return this.subscriptions.act(caller, body.contractId, { type: 'skipNextOrder' });
  }

  /** Orders now: the next order date becomes today and the renewal run places the order. */
  @SelfServiceWrite('order-now', 'SUBSCRIPTION_CANCELLED, SUBSCRIPTION_PAUSED')
  orderSubscriptionNow(
    @CurrentCaller() caller: Caller,
    @Body() body: SubscriptionRequestDto,
  ): Promise<SubscriptionDto> {
    return this.subscriptions.act(caller, body.contractId, { type: 'orderNow' });
  }

  /** Units per delivery, 1 to 5 (SPEC §5). */
  @SelfServiceWrite('change-quantity', 'SUBSCRIPTION_CANCELLED')
  changeSubscriptionQuantity(
    @CurrentCaller() caller: Caller,
    @Body() body: ChangeSubscriptionQuantityRequestDto,
  ): Promise<SubscriptionDto> {
    return this.subscriptions.act(caller, body.contractId, {
      type: 'changeQuantity',
      quantity: body.quantity,
    });
  }

  /**
   * Ships future deliveries to a home address (400 INVALID_ADDRESS / ZIP_STATE_MISMATCH, 422
   * SHIP_TO_NOT_SERVED for a ZIP the shop does not deliver to).
   */
  @SelfServiceWrite('change-ship-to', 'SUBSCRIPTION_CANCELLED')
  changeSubscriptionShipTo(
    @CurrentCaller() caller: Caller,
    @Body() body: ChangeSubscriptionShipToRequestDto,
  ): Promise<SubscriptionDto> {
    return this.subscriptions.changeShipTo(caller, body.contractId, body.shipTo);
  }

  /** Pauses deliveries until resumed (a paused one stays paused). */
  @SelfServiceWrite('pause', 'SUBSCRIPTION_CANCELLED')
  pauseSubscription(
    @CurrentCaller() caller: Caller,
    @Body() body: SubscriptionRequestDto,
  ): Promise<SubscriptionDto> {
    return this.subscriptions.act(caller, body.contractId, { type: 'pause' });
  }

  /** Resumes deliveries; a next date that has passed becomes tomorrow. */
  @SelfServiceWrite('resume', 'SUBSCRIPTION_CANCELLED')
  resumeSubscription(
    @CurrentCaller() caller: Caller,
    @Body() body: SubscriptionRequestDto,
  ): Promise<SubscriptionDto> {
    return this.subscriptions.act(caller, body.contractId, { type: 'resume' });
  }

  /** Cancels with a reason from the list (kept as cancelReason); it can be reactivated later. */
  @SelfServiceWrite('cancel', 'SUBSCRIPTION_CANCELLED: already cancelled')
  cancelSubscription(
    @CurrentCaller() caller: Caller,
    @Body() body: CancelSubscriptionRequestDto,
  ): Promise<SubscriptionDto> {
    return this.subscriptions.act(caller, body.contractId, { type: 'cancel', reason: body.reason });
  }

  /** Restarts a cancelled subscription (422 AUTOSHIP_NOT_OFFERED when its product left autoship). */
  @SelfServiceWrite('reactivate', 'SUBSCRIPTION_NOT_CANCELLED')
  reactivateSubscription(
    @CurrentCaller() caller: Caller,
    @Body() body: SubscriptionRequestDto,
  ): Promise<SubscriptionDto> {
    return this.subscriptions.act(caller, body.contractId, { type: 'reactivate' });
  }
}
