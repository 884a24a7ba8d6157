import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { ApiIdempotencyKey, IdempotencyKey } from '../../platform/idempotency/idempotency-key-header';
import { ReadOnlyPost } from '../../platform/openapi/read-only-post';
import { CartAccess, type CartCaller, CartIdCookie, CurrentCartCaller } from '../../modules/cart';
import { CheckoutService } from './checkout.service';
import {
  CheckoutChargesRequestDto,
  CheckoutTokenRequestDto,
  MultipassRequestDto,
  PlaceOrderRequestDto,
} from './dto/checkout-requests.dto';
import { CheckoutChargesDto, CheckoutDto, MultipassDto, PlacedOrderDto } from './dto/checkout.dto';
import { PlaceOrderFlow } from './place-order.flow';

const Expired = () =>
  ApiResponse({
    status: 401,
    type: ErrorBodyDto,
    description:
      "CHECKOUT_EXPIRED: the link expired, is not this shop's, or was made for another session or site (start again from the cart); SIGNED_OUT (staff site)",
  });

/**
 * Multipass (SPEC §7) and the shop's own checkout (issue 13): the cart calls' callers (guests on
 * the consumer site, registered members on the staff site), each call bound to its checkout link.
 */
@ApiTags('checkout')
@CartAccess()
@ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED' })
@Controller()
export class CheckoutController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly placeOrderFlow: PlaceOrderFlow,
  ) {}

  /**
   * The checkout URL for the caller's cart: the shop's /checkout page with a short-lived signed
   * token bound to the cart, the site and the customer: the body's cart, else the col_cart_id
   * cookie's, else a signed-in customer's persisted cart. 404 CART_NOT_FOUND when none is the
   * caller's; 409 CART_EMPTY / CART_OVER_LIMIT; 401 AUTOSHIP_REQUIRES_LOGIN for a guest's autoship
   * while that setting is on.
   */
  @Post('multipass')
  @HttpCode(200)
  @ApiOkResponse({ type: MultipassDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'CART_EMPTY, CART_OVER_LIMIT' })
  multipass(
    @CurrentCartCaller() caller: CartCaller,
    @CartIdCookie() cookieCartId: string | null,
    @Body() body: MultipassRequestDto,
  ): Promise<MultipassDto> {
    return this.checkout.multipass(caller, body, cookieCartId);
  }

  /** The checkout page's data for its link: the cart priced now, the contact email, the ship-to options. */
  @ReadOnlyPost('checkout/get-checkout')
  @ApiOkResponse({ type: CheckoutDto })
  @Expired()
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'CART_EMPTY, CART_OVER_LIMIT' })
  getCheckout(
    @CurrentCartCaller() caller: CartCaller,
    @Body() body: CheckoutTokenRequestDto,
  ): Promise<CheckoutDto> {
    return this.checkout.read(caller, body.token);
  }

  /** Shipping (free over the threshold), the $4 Alaska/Hawaii service charge, tax and total for a ship-to state. */
  @ReadOnlyPost('checkout/calculate-charges')
  @ApiOkResponse({ type: CheckoutChargesDto })
  @Expired()
  calculateCheckoutCharges(
    @CurrentCartCaller() caller: CartCaller,
    @Body() body: CheckoutChargesRequestDto,
  ): Promise<CheckoutChargesDto> {
    return this.checkout.charges(caller, body.token, body.provinceCode);
  }

  /**
   * Places the order in one transaction: re-priced cart, stock taken at the warehouse serving the
   * ZIP, payment, order, subscriptions for autoship lines, cart completed; then the confirmation
   * mail. A refusal leaves no order, no units taken and the cart usable. The same
   * Idempotency-Key and request answers the same order again.
   */
  @Post('checkout/place-order')
  @HttpCode(200)
  @ApiIdempotencyKey()
  @ApiOkResponse({ type: PlacedOrderDto })
  @Expired()
  @ApiResponse({
    status: 402,
    type: ErrorBodyDto,
    description: "PAYMENT_DECLINED: the card was refused (details[0].problems[0] is the provider's code)",
  })
  @ApiConflictResponse({
    type: ErrorBodyDto,
    description:
      'OUT_OF_STOCK (details name the SKUs), CART_EMPTY, CART_OVER_LIMIT, IDEMPOTENCY_IN_PROGRESS, CHECKOUT_TOTAL_CHANGED (expectedTotalCents is no longer the total)',
  })
  @ApiUnprocessableEntityResponse({
    type: ErrorBodyDto,
    description:
      'IDEMPOTENCY_KEY_REUSED, CLINIC_DELIVERY_UNAVAILABLE, SHIP_TO_NOT_SERVED, CLINIC_ADDRESS_INVALID',
  })
  @ApiResponse({
    status: 503,
    type: ErrorBodyDto,
    description: 'PAYMENT_UNAVAILABLE: the provider failed transiently; nothing was charged or kept, retry',
  })
  placeOrder(
    @CurrentCartCaller() caller: CartCaller,
    @Body() body: PlaceOrderRequestDto,
    @IdempotencyKey() idempotencyKey: string,
  ): Promise<PlacedOrderDto> {
    return this.placeOrderFlow.place(caller, body, idempotencyKey);
  }
}
