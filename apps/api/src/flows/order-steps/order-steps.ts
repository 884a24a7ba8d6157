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
  PAYMENT_PROVIDER,
  type PaymentCard,
  type PaymentProvider,
  type SavedPaymentMethod,
} from '../../platform/payments/payment-provider';
import { CartPricingSettings } from '../../modules/cart/cart-pricing-settings';
import { ContentService } from '../../modules/content/content.service';
import type { NewOrder, NewOrderTotals } from '../../modules/orders/new-order';
import { OrdersService } from '../../modules/orders/orders.service';
import { StockService } from '../../modules/stock/stock.service';
import { PaymentDeclinedError, paymentUnavailable } from '../checkout/checkout-errors';

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

/**
 * The steps every order takes, whoever places it (ARCHITECTURE §2 flows/): the shopper's checkout
 * (PlaceOrderFlow) and an autoship renewal (RenewSubscriptionFlow) book orders the same way, so
 * charges, stock, payment, booking, refund and confirmation are written once, here. Each step
 * that writes takes the flow's transaction handle; the payment's undo is `refund`.
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
  createOrder(tx: Database, order: OrderToBook): Promise<{ id: string; number: string }> {
    return this.orders.create(tx, {
      ...order,
      salesOrg: SALES_ORG,
      salesOrderType: salesOrderTypeFor(order.site),
      billingAddress: order.shippingAddress,
    });
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

  /** After commit: the confirmation mail is queued; a mail problem never fails a placed order. */
  async confirm(order: { id: string; number: string }): Promise<void> {
    try {
      await this.orders.sendConfirmation({ id: order.id });
    } catch (error) {
      this.logger.error(
        `Order ${order.number} placed, but its confirmation was not queued: ${String(error)}`,
      );
    }
  }
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
