import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { ReadOnlyPost } from '../../platform/openapi/read-only-post';
import { CartAccess } from './cart-access.decorator';
import type { CartCaller } from './cart-caller';
import { CurrentCartCaller } from './cart-caller.guard';
import { CartService } from './cart.service';
import {
  AddCartLinesRequestDto,
  CreateCartRequestDto,
  GetCartRequestDto,
  RemoveCartLinesRequestDto,
  UpdateCartAttributesRequestDto,
  UpdateCartBuyerIdentityRequestDto,
  UpdateCartDiscountCodesRequestDto,
  UpdateCartLinesRequestDto,
  UpdateCartNoteRequestDto,
} from './dto/cart-requests.dto';
import { CartDto } from './dto/cart.dto';

/** Cart writes that lost to concurrent ones three times in a row. */
const Busy = () => ApiConflictResponse({ type: ErrorBodyDto, description: 'CART_BUSY: try again' });

/**
 * The cart calls of SPEC §7, at the paths it names; each answers the full cart (SPEC §3). Prices,
 * savings and limits are the server's (libs/cart), whatever the client sends.
 */
@ApiTags('cart')
@CartAccess()
@ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED' })
@ApiOkResponse({ type: CartDto })
@Controller('ecom/v1.0')
export class CartController {
  constructor(private readonly carts: CartService) {}

  /** The cart, priced now; with zipCode and destination (or the cart's userLocation) its lines get stock marks. */
  @ReadOnlyPost('get-cart')
  getCart(@CurrentCartCaller() caller: CartCaller, @Body() body: GetCartRequestDto): Promise<CartDto> {
    const location =
      body.zipCode !== undefined
        ? { zipCode: body.zipCode, destination: body.destination ?? 'HOME' }
        : undefined;
    return this.carts.get(caller, body.cartId, location);
  }

  /**
   * A new cart with its first lines. Signed in (or with buyerIdentity.customerAccessToken) it is the
   * customer's: their persisted cart, with the sales attributes.
   */
  @Post('create-cart')
  @HttpCode(200)
  @ApiBody({ type: CreateCartRequestDto, required: false })
  createCart(@CurrentCartCaller() caller: CartCaller, @Body() body: CreateCartRequestDto): Promise<CartDto> {
    // No body at all is an empty cart for a guest, as an empty object is.
    return this.carts.create(caller, body ?? {});
  }

  /** Adds lines; the same variant and plan merge into one line, within its cap (10, autoship 5). */
  @Post('add-cart-line-items')
  @HttpCode(200)
  @Busy()
  addCartLineItems(
    @CurrentCartCaller() caller: CartCaller,
    @Body() body: AddCartLinesRequestDto,
  ): Promise<CartDto> {
    return this.carts.addLines(caller, body.cartId, body.lineItems);
  }

  /** Removes lines; removing the last one deletes the cart (deleted: true) and the persisted cart id. */
  @Post('remove-cart-line-items')
  @HttpCode(200)
  @Busy()
  removeCartLineItems(
    @CurrentCartCaller() caller: CartCaller,
    @Body() body: RemoveCartLinesRequestDto,
  ): Promise<CartDto> {
    return this.carts.removeLines(caller, body.cartId, body.lineItemIds);
  }

  /** Changes lines' quantity (0 removes), plan (autoship or one-time) or attributes. */
  @Post('update-cart-line-items')
  @HttpCode(200)
  @Busy()
  updateCartLineItems(
    @CurrentCartCaller() caller: CartCaller,
    @Body() body: UpdateCartLinesRequestDto,
  ): Promise<CartDto> {
    return this.carts.updateLines(caller, body.cartId, body.lineItems);
  }

  @Post('update-cart-attributes')
  @HttpCode(200)
  @Busy()
  updateCartAttributes(
    @CurrentCartCaller() caller: CartCaller,
    @Body() body: UpdateCartAttributesRequestDto,
  ): Promise<CartDto> {
    return this.carts.updateAttributes(caller, body.cartId, body.attributes);
  }

  /** Email, phone, country; signed in (or with a customerAccessToken) a guest's cart becomes the customer's. */
  @Post('update-cart-buyer-identity')
  @HttpCode(200)
  @Busy()
  updateCartBuyerIdentity(
    @CurrentCartCaller() caller: CartCaller,
    @Body() body: UpdateCartBuyerIdentityRequestDto,
  ): Promise<CartDto> {
    return this.carts.updateBuyerIdentity(caller, body.cartId, body.buyerIdentity);
  }

  /** Replaces the discount codes; AUTO35 applies to a signed-in customer's first subscription purchase. */
  @Post('update-cart-discount-codes')
  @HttpCode(200)
  @Busy()
  updateCartDiscountCodes(
    @CurrentCartCaller() caller: CartCaller,
    @Body() body: UpdateCartDiscountCodesRequestDto,
  ): Promise<CartDto> {
    return this.carts.updateDiscountCodes(caller, body.cartId, body.codes);
  }

  @Post('update-cart-note')
  @HttpCode(200)
  @Busy()
  updateCartNote(
    @CurrentCartCaller() caller: CartCaller,
    @Body() body: UpdateCartNoteRequestDto,
  ): Promise<CartDto> {
    return this.carts.updateNote(caller, body.cartId, body.note ?? null);
  }
}
