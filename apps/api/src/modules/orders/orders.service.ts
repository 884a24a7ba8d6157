import { Injectable, Logger } from '@nestjs/common';
import type { SiteId } from '@shop/identity';
import { Clock } from '../../platform/clock/clock';
import type { Database } from '../../platform/database/database.types';
import { MailService } from '../../platform/mail/mail.service';
import type { Caller } from '../../platform/auth';
import { SiteOrigins } from '../../platform/site/site-origins';
import { DEFAULT_ORDERS_PER_PAGE, type GetShopifyOrdersRequestDto } from './dto/order-requests.dto';
import type { LastOrderDto, OrderConnectionDto, OrderDto } from './dto/order.dto';
import type { OrderSummaryDto } from './dto/order-summary.dto';
import type { NewOrder } from './new-order';
import { renderOrderConfirmation } from './order-confirmation-mail';
import { decodeOrderCursor } from './order-cursor';
import { rowIdOf } from './order-ids';
import { parseOrderQuery } from './order-query';
import { cartAlreadyOrdered, customerNotFound, orderNotFound } from './orders-errors';
import {
  pageInfo,
  toOrderDto,
  toOrderEdge,
  toOrderLineRows,
  toOrderRow,
  toOrderSummaryDto,
} from './orders.mapper';
import { linesByOrder, OrdersRepository, type OrderScope } from './orders.repository';

/**
 * Orders (SPEC §3 Order, §7 'Customer and orders'): the checkout flow creates them inside its
 * transaction; customers read their own, on the site they are signed in to, and nothing else
 * (scoped in the query: another customer's order is 404, like one that does not exist).
 */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger('Orders');

  constructor(
    private readonly repository: OrdersRepository,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly origins: SiteOrigins,
  ) {}

  /**
   * Writes a priced order and its lines on the caller's handle (the checkout's transaction) and
   * answers its id and number ('SPN-100123'). Totals that do not add up are refused by the
   * table's constraints; a second order from one cart is 409 CART_ALREADY_ORDERED.
   */
  async create(db: Database, input: NewOrder): Promise<{ id: string; number: string }> {
    if (input.lines.length === 0) throw new RangeError('An order needs at least one line');
    // One statement; a cart's second order writes nothing, so the caller's transaction stays usable.
    const created = await this.repository.insertOrder(
      db,
      toOrderRow(input, this.clock.now()),
      toOrderLineRows(input),
    );
    if (!created) throw cartAlreadyOrdered();
    return created;
  }

  /**
   * Sends the confirmation mail of an order, read on `db` (the OrderPlaced subscriber's
   * transaction). Only for a committed order: a rolled-back one is not there and gets none. Throws
   * when the mail cannot be sent, so the event's delivery is retried.
   */
  async sendConfirmation(order: { id: string }, db?: Database): Promise<void> {
    const row = await this.repository.find({ id: order.id }, {}, db);
    if (!row) {
      this.logger.warn(`No confirmation for order ${order.id}: it is not there (rolled back?)`);
      return;
    }
    const lines = await this.repository.linesOf([row.id], db);
    const orderPage =
      row.customerId === null ? null : `${this.origins.publicOrigin(row.site)}/account/orders/${row.id}`;
    await this.mail.send(renderOrderConfirmation(row, lines, orderPage));
  }

  /**
   * What a customer has bought on a site since an instant (merchandise after discounts, cancelled
   * orders not counted): the staff monthly quota is this since the month's start, so cancelling an
   * order gives its amount back with no bookkeeping. On `db` inside an order's transaction.
   */
  spentSince(customerId: string, site: SiteId, since: Date, db?: Database): Promise<number> {
    return this.repository.merchandiseCentsSince(customerId, site, since, db);
  }

  /**
   * Whether a customer bought a product (its catalogue id) on a site: an order of theirs there,
   * not cancelled, with a line of it. Reviews call it to let verified buyers write; like
   * spentSince, it reads the orders themselves, so a cancelled order stops counting with no
   * bookkeeping.
   */
  hasBought(customerId: string, site: SiteId, productId: string): Promise<boolean> {
    return this.repository.hasBought(customerId, site, productId);
  }

  /** get-shopify-orders: a page of the caller's orders on this site, newest first. */
  async listForCustomer(caller: Caller, request: GetShopifyOrdersRequestDto): Promise<OrderConnectionDto> {
    const scope = this.customerScope(caller, request.id);
    const filter = parseOrderQuery(request.query ?? undefined);
    const limit = request.quantity ?? DEFAULT_ORDERS_PER_PAGE;
    const after = request.cursor ? decodeOrderCursor(request.cursor) : undefined;
    const filtered: OrderScope = { ...scope, ...filter };
    const rows = await this.repository.page(filtered, limit + 1, after);
    const page = rows.slice(0, limit);
    const lines = linesByOrder(await this.repository.linesOf(page.map((row) => row.id)));
    const edges = page.map((row) => toOrderEdge(row, lines.get(row.id) ?? []));
    const hasPreviousPage = after !== undefined && (await this.repository.hasNewer(filtered, after));
    return { edges, pageInfo: pageInfo(edges, { hasNextPage: rows.length > limit, hasPreviousPage }) };
  }

  /** get-shopify-last-order: the caller's newest order on this site, or null. */
  async lastOrderOf(caller: Caller, customerPublicId: string): Promise<LastOrderDto> {
    const [row] = await this.repository.page(this.customerScope(caller, customerPublicId), 1);
    return { order: row ? toOrderDto(row, await this.repository.linesOf([row.id])) : null };
  }

  /**
   * The caller's `limit` newest orders on their site, in short (the customer profile's 'orders'):
   * two queries however many there are, so the profile, read at every customer load, stays cheap.
   */
  async recentSummariesOf(caller: Caller, limit: number): Promise<OrderSummaryDto[]> {
    const rows = await this.repository.page({ customerId: caller.customerId, site: caller.site }, limit);
    const items = await this.repository.itemCounts(rows.map((row) => row.id));
    return rows.map((row) => toOrderSummaryDto(row, items.get(row.id) ?? 0));
  }

  /** get-shopify-order: one of the caller's orders on this site; anything else 404 ORDER_NOT_FOUND. */
  async orderOf(caller: Caller, orderPublicId: string): Promise<OrderDto> {
    const id = rowIdOf('Order', orderPublicId);
    const row = id
      ? await this.repository.find({ id }, { customerId: caller.customerId, site: caller.site })
      : undefined;
    if (!row) throw orderNotFound();
    return toOrderDto(row, await this.repository.linesOf([row.id]));
  }

  /** The caller's orders on their site, when the customer id given is the caller's own. */
  private customerScope(caller: Caller, customerPublicId: string): OrderScope {
    if (rowIdOf('Customer', customerPublicId) !== caller.customerId) throw customerNotFound();
    return { customerId: caller.customerId, site: caller.site };
  }
}
