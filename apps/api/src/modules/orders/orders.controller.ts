import { Body, Controller } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { ReadOnlyPost } from '../../platform/openapi/read-only-post';
import { type Caller, CurrentCaller, SignedIn } from '../../platform/auth';
import {
  GetShopifyLastOrderRequestDto,
  GetShopifyOrderRequestDto,
  GetShopifyOrdersRequestDto,
} from './dto/order-requests.dto';
import { LastOrderDto, OrderConnectionDto, OrderDto } from './dto/order.dto';
import { OrdersService } from './orders.service';

/**
 * The signed-in customer's orders (SPEC §7 'Customer and orders'), at the paths it names. Only
 * the caller's own orders on the site they are signed in to: anything else is 404.
 */
@ApiTags('orders')
@Controller('ecom/v1.0')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  /**
   * A page of the caller's orders, newest first, with keyset cursors: pass the page's
   * pageInfo.endCursor as `cursor` for the next one. `query` filters (URL-encoded): status:placed,
   * status:shipped, status:cancelled, name:{order number}. 404 CUSTOMER_NOT_FOUND when `id` is not
   * the caller's own customer id; 400 INVALID_CURSOR, INVALID_ORDER_QUERY, VALIDATION_FAILED.
   */
  @ReadOnlyPost('get-shopify-orders')
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  getShopifyOrders(
    @CurrentCaller() caller: Caller,
    @Body() body: GetShopifyOrdersRequestDto,
  ): Promise<OrderConnectionDto> {
    return this.orders.listForCustomer(caller, body);
  }

  /** The caller's newest order on this site (null when none). 404 CUSTOMER_NOT_FOUND when `id` is not the caller's own. */
  @ReadOnlyPost('get-shopify-last-order')
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  getShopifyLastOrder(
    @CurrentCaller() caller: Caller,
    @Body() body: GetShopifyLastOrderRequestDto,
  ): Promise<LastOrderDto> {
    return this.orders.lastOrderOf(caller, body.id);
  }

  /**
   * One of the caller's orders ('My Order Details'): lines, totals, addresses, status, number and
   * date. 404 ORDER_NOT_FOUND for another customer's order, another site's, or an unknown id.
   */
  @ReadOnlyPost('get-shopify-order')
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  getShopifyOrder(
    @CurrentCaller() caller: Caller,
    @Body() body: GetShopifyOrderRequestDto,
  ): Promise<OrderDto> {
    return this.orders.orderOf(caller, body.id);
  }
}
