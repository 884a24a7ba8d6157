import { Injectable } from '@nestjs/common';
import { cartCharges, type CheckoutCharges } from '@shop/cart';
import { normalizeEmail } from '@shop/identity';
import type { Database } from '../../platform/database/database.types';
import { crashPoint } from '../../platform/faults/crash-point';
import { IdempotencyService } from '../../platform/idempotency/idempotency.service';
import { requestHash } from '../../platform/idempotency/request-hash';
import type { PaymentCard } from '../../platform/payments/payment-provider';
import { CartService, type CheckoutCart } from '../../modules/cart';
import { orderGid } from '../../modules/orders';
import { type CreatedSubscription, SubscriptionsService } from '../../modules/subscriptions';
import { contributedCents, type OrderCharge } from '../../platform/order-events';
import { OrderSteps, orderTotals, type DraftSource, type TakenPayment } from '../order-steps/order-steps';
import { checkAutoshipLogin } from './autoship-login-check';
import { checkoutTotalChanged, emailRequired } from './checkout-errors';
import { CheckoutService, type ResolvedShipTo, type Shopper } from './checkout.service';
import type { CheckoutClaims } from './checkout-token';
import type { PlaceOrderRequestDto } from './dto/checkout-requests.dto';
import type { PlacedOrderDto } from './dto/checkout.dto';

/** Everything decided before the transaction: who, what link, where to, and how they pay. */
interface OrderPlan {
  shopper: Shopper;
  claims: CheckoutClaims;
  email: string;
  shipTo: ResolvedShipTo;
  thresholdCents: number;
  card: PaymentCard;
  /** The provider's idempotency key: a retried request never charges twice. */
  paymentKey: string;
  /** The total the checkout page showed, when it sent one. */
  expectedTotalCents?: number;
}

/**
 * Placing an order (issue 13, ARCHITECTURE §2 flows/, §6): cart -> stock -> payment -> order ->
 * subscriptions -> cart completed, as named steps in ONE database transaction, so a refusal at any
 * step (out of stock, a declined card, a broken constraint) leaves no order, no units taken and the
 * cart as it was. The payment is the one step the rollback cannot undo, so its undo is a refund,
 * run whenever anything after it fails, the commit included. Modules taking part add their charges
 * before the payment and their rows with the order (OrderSteps); OrderPlaced is delivered after
 * the commit (the confirmation mail). The whole is run once per Idempotency-Key: a replay answers
 * the same order.
 */
@Injectable()
export class PlaceOrderFlow {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly carts: CartService,
    private readonly subscriptions: SubscriptionsService,
    private readonly orderSteps: OrderSteps,
    private readonly idempotency: IdempotencyService,
  ) {}

  async place(
    caller: Shopper['caller'],
    body: PlaceOrderRequestDto,
    idempotencyKey: string,
  ): Promise<PlacedOrderDto> {
    // The link's expiry is checked inside the run: a replay of a placed order answers after it.
    const claims = this.checkout.claimsFor(caller, body.token, { allowExpired: true });
    const shopper = await this.checkout.shopperOf(caller);
    const email = shopper.customer?.email ?? (body.email ? normalizeEmail(body.email) : undefined);
    if (!email) throw emailRequired();
    const scope = idempotencyScope(caller, claims.cartId);
    const hash = requestHash({
      cartId: claims.cartId,
      email,
      addressId: body.addressId,
      shippingAddress: body.shippingAddress,
      // Never the whole card: a hash of a card number is guessable from its few unknown digits.
      card: { last4: body.card.number.slice(-4), expMonth: body.card.expMonth, expYear: body.card.expYear },
      expectedTotalCents: body.expectedTotalCents,
    });
    let plan: OrderPlan;
    try {
      // Read before the transaction, through the modules' own connections (PGlite has one).
      plan = {
        shopper,
        claims,
        email,
        shipTo: await this.checkout.shipToFor(body, shopper),
        thresholdCents: await this.checkout.freeShippingThresholdCents(caller.site),
        card: body.card,
        paymentKey: `${scope}:${idempotencyKey}`,
        expectedTotalCents: body.expectedTotalCents,
      };
    } catch (error) {
      // A placed order is answered even when its ship-to would now be refused (an address deleted since).
      const placed = await this.idempotency.storedAnswer<PlacedOrderDto>(idempotencyKey, scope, hash);
      if (placed) return placed;
      throw error;
    }
    return this.run(plan, idempotencyKey, scope, hash);
  }

  /**
   * The one transaction: the key's claim, the steps and the stored answer commit together, the
   * payment's undo when it fails after paying, and the events after commit.
   */
  private async run(plan: OrderPlan, key: string, scope: string, hash: string): Promise<PlacedOrderDto> {
    const taken: { payment?: TakenPayment } = {};
    let placed: PlacedOrderDto;
    try {
      placed = await this.idempotency.run(key, scope, hash, async (tx) => {
        this.checkout.checkUnexpired(plan.claims);
        const answer = await this.steps(tx, plan, taken);
        crashPoint('place-order:before-commit');
        return answer;
      });
    } catch (error) {
      if (taken.payment) await this.orderSteps.refund(taken.payment, error, 'checkout');
      throw error;
    }
    crashPoint('place-order:after-commit');
    this.orderSteps.committed();
    return placed;
  }

  private async steps(
    tx: Database,
    plan: OrderPlan,
    taken: { payment?: TakenPayment },
  ): Promise<PlacedOrderDto> {
    const cart = await this.loadCart(tx, plan);
    const charges = cartCharges(cart.totals, plan.shipTo.address.provinceCode, plan.thresholdCents);
    const toBook = orderToBook(cart, charges, plan);
    const contributed = await this.orderSteps.contributedCharges(tx, 'checkout', toBook);
    const amountCents = charges.totalCents + contributedCents(contributed);
    this.checkShownTotal(amountCents, plan);
    await this.orderSteps.takeStock(tx, plan.shipTo.warehouseCode, cart.lines);
    taken.payment = await this.orderSteps.authorizePayment(amountCents, plan.card, plan.paymentKey);
    const order = await this.createOrder(tx, toBook, taken.payment, contributed);
    const started = await this.startSubscriptions(tx, cart, plan, order.id, taken.payment);
    await this.carts.markCompleted(tx, cart.id);
    return placedOrder(order, cart, charges, plan, started, taken.payment);
  }

  /**
   * Step 1: the cart re-priced from the catalogue inside the transaction (its row locked), AUTO35
   * re-decided on the subscriptions as they are now; the autoship sign-in rule checked again, as
   * lines may have changed since the link was made.
   */
  private async loadCart(tx: Database, plan: OrderPlan): Promise<CheckoutCart> {
    const cart = await this.carts.loadForCheckout(tx, plan.claims.cartId, plan.shopper.caller);
    checkAutoshipLogin(plan.shopper.caller, cart.lines, { placingOrder: true });
    return cart;
  }

  /**
   * Step 2b: what the shopper agreed to pay, when the page sent it (nothing to undo yet): the
   * order's total and what the modules taking part added.
   */
  private checkShownTotal(amountCents: number, plan: OrderPlan): void {
    if (plan.expectedTotalCents !== undefined && plan.expectedTotalCents !== amountCents)
      throw checkoutTotalChanged(plan.expectedTotalCents, amountCents);
  }

  /*
   * Steps 2-4 (charges for the ship-to state; units at the ship-to's warehouse, 409 OUT_OF_STOCK;
   * the payment, whose refusal throws and rolls everything back) are OrderSteps', shared with
   * the renewal flow.
   */

  /** Step 5: the order (SPEC §9: sales org USHD, ZK01 staff / ZDTC direct; §4 order type). */
  private createOrder(
    tx: Database,
    toBook: DraftSource,
    payment: TakenPayment,
    charges: readonly OrderCharge[],
  ): Promise<{ id: string; number: string }> {
    return this.orderSteps.createOrder(
      tx,
      { ...toBook, paymentReference: payment.reference },
      { source: 'checkout', charges },
    );
  }

  /** Step 6: one subscription per autoship line, charged to the payment's reusable reference. */
  private async startSubscriptions(
    tx: Database,
    cart: CheckoutCart,
    plan: OrderPlan,
    orderId: string,
    payment: TakenPayment,
  ): Promise<CreatedSubscription[]> {
    const autoship = cart.lines.filter((line) => line.sellingPlanId !== null && line.frequencyDays !== null);
    const customerId = plan.shopper.caller.customerId;
    // loadCart refused a guest's autoship lines, so a customer is there whenever lines are.
    if (autoship.length === 0 || customerId === null) return [];
    return this.subscriptions.createForOrder(tx, {
      customerId,
      site: cart.site,
      orderId,
      shipTo: plan.shipTo.address,
      paymentReference: payment.reference,
      lines: autoship.map((line) => ({
        productId: line.productId,
        variantId: line.variantId,
        sku: line.sku,
        quantity: line.quantity,
        frequencyDays: line.frequencyDays as number,
      })),
    });
  }
}

/** The order as it will be booked, but for its payment (taken after the contributors' charges). */
function orderToBook(cart: CheckoutCart, charges: CheckoutCharges, plan: OrderPlan): DraftSource {
  return {
    site: cart.site,
    customerId: plan.shopper.caller.customerId,
    email: plan.email,
    orderType: cart.orderType,
    lines: cart.lines.map((line) => ({
      sku: line.sku,
      variantId: line.variantId,
      productId: line.productId,
      productTitle: line.productTitle,
      variantTitle: line.variantTitle,
      productType: line.productType,
      quantity: line.quantity,
      sellingPlanId: line.sellingPlanId,
      frequencyDays: line.frequencyDays,
      weight: line.weight,
      weightUnit: line.weightUnit,
      unitPriceCents: line.unitPriceCents,
      lineSubtotalCents: line.lineSubtotalCents,
      discountCents: line.discountCents,
      lineTotalCents: line.lineTotalCents,
    })),
    totals: orderTotals(cart.totals, charges),
    shippingAddress: plan.shipTo.address,
    warehouseCode: plan.shipTo.warehouseCode,
    cartId: cart.id,
  };
}

function placedOrder(
  order: { id: string; number: string },
  cart: CheckoutCart,
  charges: CheckoutCharges,
  plan: OrderPlan,
  started: CreatedSubscription[],
  payment: TakenPayment,
): PlacedOrderDto {
  return {
    id: orderGid(order.id),
    number: order.number,
    email: plan.email,
    orderType: cart.orderType,
    lines: cart.lines.map((line) => ({
      sku: line.sku,
      productTitle: line.productTitle,
      variantTitle: line.variantTitle,
      quantity: line.quantity,
      sellingPlanId: line.sellingPlanId,
      frequencyDays: line.frequencyDays,
      unitPriceCents: line.unitPriceCents,
      lineSubtotalCents: line.lineSubtotalCents,
      discountCents: line.discountCents,
      lineTotalCents: line.lineTotalCents,
    })),
    totals: orderTotals(cart.totals, charges),
    shippingAddress: plan.shipTo.address,
    subscriptions: started.map((s) => ({
      contractId: s.contractId,
      sku: s.sku,
      nextOrderDate: s.nextOrderDate,
    })),
    payment: payment.card,
  };
}

/**
 * Where an Idempotency-Key is unique: a customer's keys are theirs on the site; a guest has no
 * account to scope by, so a guest's keys are the cart's (two guests sending the same key never
 * meet). The payment's own key is derived from it, so one attempt never charges twice.
 */
function idempotencyScope(caller: Shopper['caller'], cartId: string): string {
  return caller.customerId === null
    ? `checkout:${caller.site}:guest-cart:${cartId}`
    : `checkout:${caller.site}:${caller.customerId}`;
}
