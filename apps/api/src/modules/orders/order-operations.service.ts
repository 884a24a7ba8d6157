import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock';
import type { Database } from '../../platform/database/database.types';
import { OrderEventsPublisher } from '../../platform/order-events';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../platform/payments/payment-provider';
import { StockService } from '../stock';
import type {
  OperatorOrderDto,
  OperatorOrderPageDto,
  OperatorOrdersQueryDto,
} from './dto/operator-orders.dto';
import { decodeOrderCursor, encodeOrderCursor } from './order-cursor';
import { orderNumberOf, rowIdOf } from './order-ids';
import { nextOrderStatus, orderStateConflict, requiredStatusFor, type OrderAction } from './order-status';
import { orderNotFound, refundFailed } from './orders-errors';
import { toOperatorOrderDto } from './orders.mapper';
import { linesByOrder, OrdersRepository, type OrderRef } from './orders.repository';
import type { OrderRow } from './orders.schema';

/**
 * What operators do with orders (Bearer OPERATOR_TOKEN): list them across both sites, mark one
 * shipped, cancel one (its units go back to its warehouse and its payment is refunded, in one
 * transaction). Only placed -> shipped and placed -> cancelled are allowed (409 ORDER_STATE).
 */
@Injectable()
export class OrderOperationsService {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly stock: StockService,
    private readonly clock: Clock,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    private readonly events: OrderEventsPublisher,
  ) {}

  async list(query: OperatorOrdersQueryDto): Promise<OperatorOrderPageDto> {
    const limit = query.limit ?? 25;
    const after = query.cursor ? decodeOrderCursor(query.cursor) : undefined;
    const rows = await this.repository.page({ status: query.status, site: query.site }, limit + 1, after);
    const page = rows.slice(0, limit);
    const lines = linesByOrder(await this.repository.linesOf(page.map((row) => row.id)));
    return {
      orders: page.map((row) => toOperatorOrderDto(row, lines.get(row.id) ?? [])),
      nextCursor: rows.length > limit ? encodeOrderCursor(page[page.length - 1].sequence) : null,
    };
  }

  async markShipped(orderRef: string): Promise<OperatorOrderDto> {
    const ref = refOf(orderRef);
    const row = await this.move(this.repository.db, ref, 'ship');
    return toOperatorOrderDto(row, await this.repository.linesOf([row.id]));
  }

  /** Cancels, with OrderCancelled (and OrderRefunded when money went back) in its transaction. */
  async cancel(orderRef: string): Promise<OperatorOrderDto> {
    const ref = refOf(orderRef);
    const cancelled = await this.repository.db.transaction(async (tx) => {
      const row = await this.move(tx, ref, 'cancel');
      const lines = await this.repository.linesOf([row.id], tx);
      await this.stock.giveBack(
        tx,
        row.warehouseCode,
        lines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
      );
      const about = { orderId: row.id, orderNumber: row.number, site: row.site, customerId: row.customerId };
      await this.events.publish(tx, 'OrderCancelled', about);
      // Refunded last, inside the transaction: when it fails, the order stays placed and its units stay taken.
      if (row.totalCents === 0) return toOperatorOrderDto(row, lines);
      const refund = await this.payments.refund(row.paymentReference, row.totalCents);
      if (refund.status !== 'refunded') throw refundFailed(refund.message);
      await this.events.publish(tx, 'OrderRefunded', {
        ...about,
        amountCents: row.totalCents,
        paymentReference: row.paymentReference,
        refundReference: refund.refundReference,
      });
      return toOperatorOrderDto(
        await this.repository.setRefundReference(tx, row.id, refund.refundReference),
        lines,
      );
    });
    this.events.committed();
    return cancelled;
  }

  /** Applies an action in one conditional update; 404 ORDER_NOT_FOUND or 409 ORDER_STATE when it cannot. */
  private async move(db: Database, ref: OrderRef | undefined, action: OrderAction): Promise<OrderRow> {
    if (!ref) throw orderNotFound();
    const from = requiredStatusFor(action);
    const to = nextOrderStatus(from, action);
    const moved = to ? await this.repository.transition(db, ref, from, to, this.clock.now()) : undefined;
    if (moved) return moved;
    const current = await this.repository.find(ref, {}, db);
    if (!current) throw orderNotFound();
    throw orderStateConflict(current.number, current.status, action);
  }
}

/** An operator's order id: a uuid, 'gid://shop/Order/{uuid}', or an order number. */
function refOf(text: string): OrderRef | undefined {
  const id = rowIdOf('Order', text);
  if (id) return { id };
  const number = orderNumberOf(text);
  return number ? { number } : undefined;
}
