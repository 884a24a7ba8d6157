import { Injectable } from '@nestjs/common';
import type { SiteId } from '@shop/identity';
import type { Database } from '../database/database.types';

/** An order about to be paid for, as contributors see it (inside the order's transaction). */
export interface OrderDraft {
  source: 'checkout' | 'renewal';
  site: SiteId;
  customerId: string | null;
  email: string;
  orderType: string;
  /** The autoship a renewal order renews; null for a checkout. */
  subscriptionContractId: string | null;
  lines: ReadonlyArray<{
    productId: string;
    variantId: string;
    sku: string;
    /** The catalogue's product type: the cart's excluded type (the add-on donation) counts apart. */
    productType: string | null;
    quantity: number;
    unitPriceCents: number;
    /** The line's savings; every saving of an order is on its lines. */
    discountCents: number;
    lineTotalCents: number;
  }>;
  /** The order's own total (merchandise, shipping, service charge, tax) before contributions. */
  totalCents: number;
}

/** Something the shopper pays on top of the order's total, e.g. a donation. */
export interface OrderCharge {
  /** The contributor that added it. */
  contributor: string;
  /** Stable, e.g. 'DONATION'. */
  code: string;
  label: string;
  amountCents: number;
}

/** The order once booked: its row exists in the transaction, the payment is authorised. */
export interface BookedOrder extends OrderDraft {
  orderId: string;
  orderNumber: string;
  paymentReference: string;
  /** Every contributor's charges, which the payment included. */
  charges: readonly OrderCharge[];
}

/**
 * A module's part in placing an order, inside the order's transaction `tx` (its rows commit or
 * roll back with the order). Throwing refuses the order: throw an AppError with a stable code
 * and the shopper gets it; the whole order rolls back, the payment refunded if it was taken.
 * Every query goes through `tx` (the embedded database serialises transactions).
 */
export interface OrderContributor {
  /** Unique, '<module>.<what>' (e.g. 'giving.donation'). */
  readonly name: string;
  /** Before the payment is authorised: charges the shopper pays, added to the amount charged. */
  chargesFor?(tx: Database, draft: OrderDraft): Promise<ReadonlyArray<Omit<OrderCharge, 'contributor'>>>;
  /** After the order row exists: rows of the module's own written with the order id. */
  orderBooked?(tx: Database, order: BookedOrder): Promise<void>;
}

/**
 * The in-transaction half of order events: modules register a contributor at start-up
 * (onModuleInit) and the flows that place orders call every one at its step, without knowing
 * which modules take part. With none registered an order is exactly what the flow made it.
 */
@Injectable()
export class OrderContributions {
  private readonly contributors: OrderContributor[] = [];

  register(contributor: OrderContributor): void {
    if (this.contributors.some((c) => c.name === contributor.name))
      throw new Error(`Order contributor '${contributor.name}' is registered twice`);
    this.contributors.push(contributor);
  }

  /** Every contributor's charges for the draft, in registration order. */
  async chargesFor(tx: Database, draft: OrderDraft): Promise<OrderCharge[]> {
    const charges: OrderCharge[] = [];
    for (const contributor of this.contributors) {
      if (!contributor.chargesFor) continue;
      for (const charge of await contributor.chargesFor(tx, draft)) {
        if (!Number.isSafeInteger(charge.amountCents) || charge.amountCents < 0)
          throw new RangeError(`${contributor.name} charged ${charge.amountCents} cents`);
        charges.push({ ...charge, contributor: contributor.name });
      }
    }
    return charges;
  }

  /** Every contributor's rows for the booked order, in registration order. */
  async orderBooked(tx: Database, order: BookedOrder): Promise<void> {
    for (const contributor of this.contributors) await contributor.orderBooked?.(tx, order);
  }
}

/** The charges' sum, which the payment adds to the order's total. */
export function contributedCents(charges: readonly OrderCharge[]): number {
  return charges.reduce((sum, charge) => sum + charge.amountCents, 0);
}
