import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { OperatorOnly } from '../../platform/operator/operator-only';
import {
  OperatorOrderDto,
  OperatorOrderPageDto,
  OperatorOrderParamsDto,
  OperatorOrdersQueryDto,
} from './dto/operator-orders.dto';
import { OrderOperationsService } from './order-operations.service';

/** Operator calls on orders (Authorization: Bearer {OPERATOR_TOKEN}), across both sites. */
@ApiTags('operator')
@Controller('operator/orders')
export class OrderOperationsController {
  constructor(private readonly operations: OrderOperationsService) {}

  /** Orders of both sites, newest first, by status and site; page on with `nextCursor`. */
  @Get()
  @OperatorOnly()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  listOrders(@Query() query: OperatorOrdersQueryDto): Promise<OperatorOrderPageDto> {
    return this.operations.list(query);
  }

  /**
   * Marks a placed order shipped. 404 ORDER_NOT_FOUND; 409 ORDER_STATE when it is already shipped
   * or cancelled.
   */
  @Post(':id/mark-shipped')
  @HttpCode(200)
  @OperatorOnly()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto })
  markOrderShipped(@Param() params: OperatorOrderParamsDto): Promise<OperatorOrderDto> {
    return this.operations.markShipped(params.id);
  }

  /**
   * Cancels a placed order: its units go back to its warehouse and its payment is refunded, all or
   * nothing. 404 ORDER_NOT_FOUND; 409 ORDER_STATE when it is shipped or already cancelled;
   * 502 REFUND_FAILED when the payment provider refuses the refund (nothing changes).
   */
  @Post(':id/cancel')
  @HttpCode(200)
  @OperatorOnly()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto })
  @ApiBadGatewayResponse({ type: ErrorBodyDto })
  cancelOrder(@Param() params: OperatorOrderParamsDto): Promise<OperatorOrderDto> {
    return this.operations.cancel(params.id);
  }
}
