import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  needsStockCheck,
  SALES_ORG,
  salesOrderTypeFor,
  type CartTotals,
  type CheckoutCharges,
} from '@shop/cart';
import { freeShippingThresholdCents } from '@shop/catalog';
import type { SiteId } from '@shop/identity';
import type { Database } from '../../platform/database/database.types';
import {
  contributedCents,
  OrderContributions,
  OrderEventsPublisher,
  type OrderCharge,
  type OrderDraft,
} from '../../platform/order-events';
import {
  PAYMENT_PROVIDER,
  type PaymentCard,
  type PaymentProvider,
  type SavedPaymentMethod,
} from '../../platform/payments/payment-provider';
import { CartPricingSettings } from '../../modules/cart';
import { ContentService } from '../../modules/content';
import { type NewOrder, type NewOrderTotals, OrdersService } from '../../modules/orders';
import { StockService } from '../../modules/stock';
import { PaymentDeclinedError, paymentUnavailable } from '../../platform/payments/payment-errors';

/** A payment a flow took, to refund if anything after it fails (the payment step's undo). */
export interface TakenPayment {
  reference: string;
  amountCents: number;
  card: { brand: string; last4: string };
}

/** A line as the stock step sees it: what to take, and whether it is taken at all. */
export interface StockLine {
  sku: string;
  quantity: number;
  productType?: string | null;
}

/** An order as a flow hands it over: the booking fields (sales org, type, billing) are decided here. */
export type OrderToBook = Omit<NewOrder, 'salesOrg' | 'salesOrderType' | 'billingAddress'>;

/** Who booked an order, and what the contributors added to its payment (contributedCharges). */
export interface OrderBooking {
  source: OrderDraft['source'];
  /** The autoship a renewal renews (OrderDraft.subscriptionContractId); absent for a checkout. */
  subscriptionContractId?: string;
  charges: readonly OrderCharge[];
}

/**
 * The steps every order takes, whoever places it (ARCHITECTURE §2 flows/): the shopper's checkout
 * (PlaceOrderFlow) and an autoship renewal (RenewSubscriptionFlow) book orders the same way, so
 * charges, stock, payment, booking, refund and confirmation are written once, here. Each step
 * that writes takes the flow's transaction handle; the payment's undo is `refund`. The modules
 * that take part in an order (platform/order-events) are called here, at their steps, and
 * OrderPlaced is published with the order, so neither flow knows who takes part.
 */
@Injectable()
export class OrderSteps {
  private readonly logger = new Logger('OrderSteps');
  constructor(
    private readonly stock: StockService,
    private readonly orders: OrdersService,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    private readonly content: ContentService,
    private readonly pricing: CartPricingSettings,
    private readonly contributions: OrderContributions,
    private readonly events: OrderEventsPublisher,
  ) {}

  /** The free-shipping threshold in cents: the site's content setting, else libs/catalog's default. */
  async freeShippingThresholdCents(site: SiteId): Promise<number> {
    const { globals } = await this.content.getGlobals(site, ['freeShippingThreshold']);
    return freeShippingThresholdCents(globals.freeShippingThreshold);
  }

  /** The units, at the warehouse serving the ship-to; 409 OUT_OF_STOCK (nothing taken) otherwise. */
  async takeStock(tx: Database, warehouseCode: string, lines: readonly StockLine[]): Promise<void> {
    const items = lines
      .filter((line) =>
        needsStockCheck(
          { sku: line.sku, productType: line.productType ?? undefined },
          this.pricing.excludedProductType,
        ),
      )
      .map((line) => ({ sku: line.sku, quantity: line.quantity }));
    await this.stock.take(tx, warehouseCode, items);
  }

  /**
   * Before the payment: what the modules taking part add for the shopper to pay (a donation),
   * each in the order's transaction; a module's refusal throws and rolls the order back. The
   * payment is the order's total plus `contributedCents` of these.
   */
  contributedCharges(
    tx: Database,
    source: OrderDraft['source'],
    order: DraftSource,
    subscriptionContractId?: string,
  ): Promise<OrderCharge[]> {
    return this.contributions.chargesFor(tx, orderDraft(source, order, subscriptionContractId));
  }

  /**
   * The payment, by card (checkout) or by a saved reference (renewal); the same idempotency key
   * never charges twice. A refusal throws 402 PAYMENT_DECLINED or 503 PAYMENT_UNAVAILABLE, and
   * the flow's transaction takes everything back.
   */
  async authorizePayment(
    amountCents: number,
    method: PaymentCard | SavedPaymentMethod,
    idempotencyKey: string,
  ): Promise<TakenPayment> {
    const result = await this.payments.authorize({
      amountCents,
      currency: 'USD',
      card: method,
      idempotencyKey,
    });
    if (result.status === 'declined') throw new PaymentDeclinedError(result.code, result.message);
    if (result.status === 'failed_transiently') throw paymentUnavailable(result.message);
    return { reference: result.reference, amountCents, card: result.card };
  }

  /**
   * The order (SPEC §9: sales org USHD, ZK01 staff / ZDTC direct), billed to where it ships: the
   * shop takes no separate billing address, the card is checked by the provider.
   */
  async createOrder(
    tx: Database,
    order: OrderToBook,
    booking: OrderBooking,
  ): Promise<{ id: string; number: string }> {
    const created = await this.orders.create(tx, {
      ...order,
      salesOrg: SALES_ORG,
      salesOrderType: salesOrderTypeFor(order.site),
      billingAddress: order.shippingAddress,
    });
    const draft = orderDraft(booking.source, order, booking.subscriptionContractId);
    // The modules' rows with the order id, then the event: all commit with the order or not at all.
    await this.contributions.orderBooked(tx, {
      ...draft,
      orderId: created.id,
      orderNumber: created.number,
      paymentReference: order.paymentReference,
      charges: booking.charges,
    });
    await this.events.publish(tx, 'OrderPlaced', {
      orderId: created.id,
      orderNumber: created.number,
      site: order.site,
      customerId: order.customerId,
      email: order.email,
      orderType: order.orderType,
      totalCents: order.totals.totalCents,
      contributedCents: contributedCents(booking.charges),
      source: booking.source,
      lines: draft.lines.map(({ productId, variantId, sku, quantity }) => ({
        productId,
        variantId,
        sku,
        quantity,
      })),
    });
    return created;
  }

  /** The payment step's undo: the order did not happen, so the money goes back. */
  async refund(payment: TakenPayment, cause: unknown, what: string): Promise<void> {
    try {
      const result = await this.payments.refund(payment.reference, payment.amountCents);
      if (result.status === 'refunded') return;
      this.logger.error(
        `Refund of ${payment.reference} (${payment.amountCents} cents) refused after a failed ${what}: ${result.message}; refund it by hand`,
      );
    } catch (error) {
      this.logger.error(
        `Refund of ${payment.reference} (${payment.amountCents} cents) failed after a failed ${what} (${String(cause)}): ${String(error)}; refund it by hand`,
      );
    }
  }

  /**
   * After the order's commit: its events (OrderPlaced, and the confirmation mail its subscriber
   * sends) are delivered now, without the answer waiting; a delivery problem never fails a placed
   * order, it is retried from the outbox.
   */
  committed(): void {
    this.events.committed();
  }
}

/** The fields of an order the contributors see: everything but its payment, not taken yet. */
export type DraftSource = Omit<OrderToBook, 'paymentReference'>;

/** The order as contributors see it, from what the flow books. */
function orderDraft(
  source: OrderDraft['source'],
  order: DraftSource,
  subscriptionContractId?: string,
): OrderDraft {
  return {
    source,
    site: order.site,
    customerId: order.customerId,
    email: order.email,
    orderType: order.orderType,
    subscriptionContractId: subscriptionContractId ?? null,
    lines: order.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      sku: line.sku,
      productType: line.productType ?? null,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      discountCents: line.discountCents,
      lineTotalCents: line.lineTotalCents,
    })),
    totalCents: order.totals.totalCents,
  };
}

/** The order's totals from the priced lines and the charges. */
export function orderTotals(totals: CartTotals, charges: CheckoutCharges): NewOrderTotals {
  return {
    subtotalCents: totals.subtotalBeforeSavingsCents,
    discountCents: totals.totalSavingsCents,
    shippingCents: charges.shippingCents,
    serviceChargeCents: charges.serviceChargeCents,
    taxCents: charges.taxCents,
    totalCents: charges.totalCents,
  };
}
