import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  cartCharges,
  priceCart,
  renewalDayOf,
  type CartPricing,
  type CheckoutCharges,
  type RenewalFailureKind,
} from '@shop/cart';
import { Clock } from '../../platform/clock/clock';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { AppError } from '../../platform/errors/app-error';
import { contributedCents, OrderEventsPublisher } from '../../platform/order-events';
import { CartPricingSettings } from '../../modules/cart';
import { type CartVariant, CatalogService } from '../../modules/catalog';
import { type CustomerRecord, CustomersService, SubscriptionAuthService } from '../../modules/identity';
import type { OrderAddress } from '../../modules/orders';
import { StockService } from '../../modules/stock';
import { type RenewalCandidate, SubscriptionRenewalsService } from '../../modules/subscriptions';
import { PaymentDeclinedError } from '../../platform/payments/payment-errors';
import { OrderSteps, orderTotals, type DraftSource, type TakenPayment } from '../order-steps/order-steps';
import { RenewalRefusedError } from './renewal-errors';

/** What one renewal came to. */
export type RenewalResult =
  | { outcome: 'renewed'; orderId: string; orderNumber: string; nextOrderDate: string }
  | { outcome: 'failed'; kind: RenewalFailureKind; code: string; paused: boolean; retryAt: Date | null }
  /** Not this job's to renew after all (renewed, changed or held elsewhere meanwhile). */
  | { outcome: 'skipped' };

/** Everything read before the transaction (through the modules' own connections). */
interface RenewalPlan {
  customer: CustomerRecord;
  pdEligible: boolean;
  warehouseCode: string;
  thresholdCents: number;
}

/**
 * One autoship renewal (issue 14), through the same steps as a shopper's order (OrderSteps):
 * re-priced from the catalogue (libs/cart priceCart: autoship 5%, the staff program discount for
 * PD-eligible staff), units at the ship-to ZIP's warehouse, the saved payment reference charged,
 * the order booked, the next order date moved, all in ONE transaction that first locks the
 * subscription for its period, so a renewal is done once or not at all. The payment's undo is a
 * refund; OrderPlaced and SubscriptionRenewed commit with the order and are delivered after it
 * (the confirmation mail). A failure is recorded after the rollback, with SubscriptionRenewalFailed
 * (its mail): back-off, and a pause at the third (libs/cart renewal rules).
 */
@Injectable()
export class RenewSubscriptionFlow {
  private readonly logger = new Logger('Renewals');

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly renewals: SubscriptionRenewalsService,
    private readonly customers: CustomersService,
    private readonly subscriptionAuth: SubscriptionAuthService,
    private readonly catalog: CatalogService,
    private readonly stock: StockService,
    private readonly orderSteps: OrderSteps,
    private readonly events: OrderEventsPublisher,
    private readonly clock: Clock,
    private readonly pricing: CartPricingSettings,
  ) {}

  /** Renews one claimed subscription; every outcome is an answer, never a throw. */
  async renew(claimed: RenewalCandidate): Promise<RenewalResult> {
    let customer: CustomerRecord | undefined;
    const taken: { payment?: TakenPayment; variant?: CartVariant } = {};
    try {
      customer = await this.customers.findById(claimed.customerId);
      const plan = await this.plan(claimed, customer);
      const done = await this.db.transaction((tx) => this.steps(tx, claimed, plan, taken));
      if (!done) return { outcome: 'skipped' };
      this.orderSteps.committed();
      return {
        outcome: 'renewed',
        orderId: done.order.id,
        orderNumber: done.order.number,
        nextOrderDate: done.next,
      };
    } catch (error) {
      if (taken.payment)
        await this.orderSteps.refund(taken.payment, error, `renewal of ${claimed.contractId}`);
      return this.failed(claimed, error, customer, taken.variant);
    }
  }

  /** Before the transaction: the customer, their PD eligibility, the warehouse and the threshold. */
  private async plan(claimed: RenewalCandidate, customer: CustomerRecord | undefined): Promise<RenewalPlan> {
    if (!customer)
      throw new RenewalRefusedError('CUSTOMER_NOT_FOUND', 'The account of this autoship is gone');
    return {
      customer,
      pdEligible:
        customer.kind === 'staff' && this.subscriptionAuth.isEligibleForPd(customer.sapAccountGroup),
      warehouseCode: await this.warehouseFor(claimed.shipTo.zip),
      thresholdCents: await this.orderSteps.freeShippingThresholdCents(claimed.site),
    };
  }

  private async steps(
    tx: Database,
    claimed: RenewalCandidate,
    plan: RenewalPlan,
    taken: { payment?: TakenPayment; variant?: CartVariant },
  ): Promise<{ order: { id: string; number: string }; next: string } | null> {
    // Step 1: the subscription, locked for its period; gone or moved means someone else renewed it.
    const row = await this.renewals.lockForRenewal(tx, claimed);
    // A ship-to changed since the claim was served by a warehouse read for the old ZIP: next run.
    if (!row || row.shipTo.zip !== claimed.shipTo.zip) return null;
    // Step 2: re-priced from the catalogue now, by the cart's rule.
    const variant = await this.variantOf(tx, row);
    taken.variant = variant;
    const pricing = this.price(row, variant, plan);
    const charges = cartCharges(pricing.totals, row.shipTo.provinceCode, plan.thresholdCents);
    const toBook = this.orderToBook(row, variant, pricing, charges, plan);
    // What the modules taking part add (a donation), before the payment.
    const contributed = await this.orderSteps.contributedCharges(tx, 'renewal', toBook, row.contractId);
    // Step 3: the units at the ship-to's warehouse (409 OUT_OF_STOCK, nothing taken).
    await this.orderSteps.takeStock(tx, plan.warehouseCode, [
      { sku: variant.sku, quantity: row.quantity, productType: variant.product.productType },
    ]);
    // Step 4: the saved payment method. One key per subscription, period and attempt: a crashed
    // attempt retried never charges twice, a refused one is tried afresh after its back-off.
    taken.payment = await this.orderSteps.authorizePayment(
      charges.totalCents + contributedCents(contributed),
      { reference: row.paymentReference },
      `renewal:${row.id}:${row.period}:${row.attemptsSoFar}`,
    );
    // Step 5: the order.
    const order = await this.orderSteps.createOrder(
      tx,
      { ...toBook, paymentReference: taken.payment.reference },
      { source: 'renewal', subscriptionContractId: row.contractId, charges: contributed },
    );
    // Step 6: the next order date, one frequency on.
    const next = await this.renewals.markRenewed(tx, row, renewalDayOf(this.clock.now()));
    await this.events.publish(tx, 'SubscriptionRenewed', {
      contractId: row.contractId,
      customerId: row.customerId,
      site: row.site,
      period: row.period,
      nextOrderDate: next,
      orderId: order.id,
      orderNumber: order.number,
    });
    return { order, next };
  }

  /** The renewal's order; its cart id is the period, unique among orders: once per period, again. */
  private orderToBook(
    row: RenewalCandidate,
    variant: CartVariant,
    pricing: CartPricing,
    charges: CheckoutCharges,
    plan: RenewalPlan,
  ): DraftSource {
    const [line] = pricing.lines;
    return {
      site: row.site,
      customerId: row.customerId,
      email: plan.customer.email,
      orderType: pricing.orderType,
      lines: [
        {
          sku: variant.sku,
          variantId: variant.id,
          productId: variant.product.id,
          productTitle: variant.product.title,
          variantTitle: variant.title,
          productType: variant.product.productType,
          quantity: row.quantity,
          sellingPlanId: this.sellingPlanOf(variant, row.frequencyDays),
          frequencyDays: row.frequencyDays,
          weight: variant.weight,
          weightUnit: variant.weightUnit,
          unitPriceCents: line.unitPriceCents,
          lineSubtotalCents: line.subtotalCents,
          discountCents: line.discountCents,
          lineTotalCents: line.totalCents,
        },
      ],
      totals: orderTotals(pricing.totals, charges),
      shippingAddress: orderAddressOf(row, plan.customer),
      warehouseCode: plan.warehouseCode,
      cartId: `renewal:${row.contractId}:${row.period}`,
    };
  }

  private async variantOf(tx: Database, row: RenewalCandidate): Promise<CartVariant> {
    const [variant] = await this.catalog.variantsForCart([row.variantId], { db: tx });
    if (!variant || !variant.available)
      throw new RenewalRefusedError('VARIANT_UNAVAILABLE', `${row.sku} is no longer sold`);
    return variant;
  }

  /**
   * The cart's pricing rule on the one autoship line: autoship saving, the program discount for
   * PD-eligible staff; never AUTO35 (a first subscription's code, and this is not the first).
   */
  private price(row: RenewalCandidate, variant: CartVariant, plan: RenewalPlan): CartPricing {
    return priceCart({
      lines: [
        {
          unitPriceCents: variant.priceCents,
          quantity: row.quantity,
          sellingPlanId: this.sellingPlanOf(variant, row.frequencyDays),
          productType: variant.product.productType,
        },
      ],
      discountCodes: [],
      ...this.pricing.inputsFor({
        signedIn: true,
        pdEligible: plan.pdEligible,
        existingSubscriptionCount: 1,
      }),
    });
  }

  /**
   * The plan of the subscription's frequency; a plan withdrawn since still renews as an autoship
   * (the customer agreed to its terms), booked under a stable name for its frequency.
   */
  private sellingPlanOf(variant: CartVariant, frequencyDays: number): string {
    return (
      variant.sellingPlans.find((plan) => plan.frequencyDays === frequencyDays)?.id ??
      `autoship:${frequencyDays}`
    );
  }

  private async warehouseFor(zip: string): Promise<string> {
    try {
      return await this.stock.warehouseFor(zip, 'HOME');
    } catch (error) {
      if (error instanceof AppError && error.getStatus() < 500)
        throw new RenewalRefusedError('SHIP_TO_NOT_SERVED', `We do not deliver to ZIP ${zip}`);
      throw error;
    }
  }

  /**
   * After the rollback: the attempt recorded with its event in one transaction, and the event
   * delivered (the customer is mailed when it is theirs to fix).
   */
  private async failed(
    claimed: RenewalCandidate,
    error: unknown,
    customer: CustomerRecord | undefined,
    variant: CartVariant | undefined,
  ): Promise<RenewalResult> {
    const { kind, code } = classify(error);
    if (code === 'CART_ALREADY_ORDERED') return { outcome: 'skipped' };
    if (kind === 'transient')
      this.logger.warn(
        `Renewal of ${claimed.contractId} (${claimed.period}) will be retried: ${String(error)}`,
      );
    const outcome = await this.db.transaction(async (tx) => {
      const recorded = await this.renewals.recordFailure(claimed, kind, this.clock.now(), tx);
      if (recorded)
        await this.events.publish(tx, 'SubscriptionRenewalFailed', {
          contractId: claimed.contractId,
          customerId: claimed.customerId,
          site: claimed.site,
          period: claimed.period,
          kind,
          code,
          paused: recorded.pause,
          retryAt: recorded.retryAt?.toISOString() ?? null,
          recipient: customer
            ? {
                email: customer.email,
                firstName: customer.firstName,
                item: variant ? `${variant.product.title} (${variant.title})` : claimed.sku,
                quantity: claimed.quantity,
              }
            : null,
        });
      return recorded;
    });
    if (!outcome) return { outcome: 'skipped' };
    this.events.committed();
    return { outcome: 'failed', kind, code, paused: outcome.pause, retryAt: outcome.retryAt };
  }
}

/**
 * Whose failure it is: a decline, an out-of-stock and a refusal are the customer's (counted);
 * the provider's PAYMENT_UNAVAILABLE and anything unexpected are ours (retried, never counted).
 */
function classify(error: unknown): { kind: RenewalFailureKind; code: string } {
  if (error instanceof PaymentDeclinedError || error instanceof RenewalRefusedError)
    return { kind: 'customer', code: error.code };
  if (error instanceof AppError && error.code === 'OUT_OF_STOCK')
    return { kind: 'customer', code: error.code };
  if (error instanceof AppError) return { kind: 'transient', code: error.code };
  return { kind: 'transient', code: 'RENEWAL_ERROR' };
}

function orderAddressOf(row: RenewalCandidate, customer: CustomerRecord): OrderAddress {
  const to = row.shipTo;
  return {
    firstName: to.firstName ?? customer.firstName,
    lastName: to.lastName ?? customer.lastName,
    address1: to.address1,
    address2: to.address2 ?? null,
    city: to.city,
    province: to.province ?? to.provinceCode,
    provinceCode: to.provinceCode,
    zip: to.zip,
    country: to.country ?? 'United States',
    countryCode: to.countryCode,
    phone: to.phone ?? null,
  };
}
