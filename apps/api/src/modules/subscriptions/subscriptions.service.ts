import { Injectable } from '@nestjs/common';
import type { SiteId } from '@shop/identity';
import { Clock } from '../../platform/clock/clock';
import type { Database } from '../../platform/database/database.types';
import { CatalogService } from '../catalog';
import type { CustomerSubscriptionDto } from './dto/customer-subscription.dto';
import { addDays, newContractId } from './subscription-contracts';
import { toCustomerSubscriptionDto } from './subscriptions.mapper';
import { SubscriptionsRepository } from './subscriptions.repository';
import type { SubscriptionShipTo } from './subscriptions.schema';

/** One autoship line of a placed order, as the checkout flow hands it over. */
export interface NewSubscriptionLine {
  productId: string;
  variantId: string;
  sku: string;
  quantity: number;
  frequencyDays: number;
}

/** What createForOrder needs: the order that starts the subscriptions and what renewals reuse. */
export interface NewSubscriptionsForOrder {
  customerId: string;
  site: SiteId;
  orderId: string;
  shipTo: SubscriptionShipTo;
  /** The payment provider's reusable reference, charged again at each renewal. */
  paymentReference: string;
  lines: NewSubscriptionLine[];
}

/** A subscription just created at checkout. */
export interface CreatedSubscription {
  contractId: string;
  sku: string;
  startDate: string;
  nextOrderDate: string;
}

/**
 * Autoship subscriptions (SPEC §3 Subscription): what the cart needs to decide AUTO35 (SPEC §4: a
 * first subscription purchase by a customer with no subscriptions), the ones checkout starts, and
 * the customer's own list for their profile. Self-service is SubscriptionSelfServiceService's.
 */
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly repository: SubscriptionsRepository,
    private readonly catalog: CatalogService,
    private readonly clock: Clock,
  ) {}

  /**
   * Whether the customer has ever had a subscription; cancelled ones count (AUTO35 is once only).
   * `db` reads inside a caller's transaction (checkout), which must not wait on a second connection;
   * `lockUntilCommit` there makes a concurrent checkout of the same customer wait for this one's
   * subscriptions, so AUTO35 goes on one first subscription purchase only.
   */
  hasEverSubscribed(
    customerId: string,
    db?: Database,
    options: { lockUntilCommit?: boolean } = {},
  ): Promise<boolean> {
    return this.repository.anyForCustomer(customerId, db, options);
  }

  /**
   * Starts one active subscription per autoship line of an order, in the order's transaction
   * `db`: starting today, next order one frequency later, shipping where the order ships and
   * charged to the order's reusable payment reference.
   */
  async createForOrder(db: Database, input: NewSubscriptionsForOrder): Promise<CreatedSubscription[]> {
    const startDate = this.clock.now().toISOString().slice(0, 10);
    const rows = await this.repository.insertMany(
      db,
      input.lines.map((line) => ({
        contractId: newContractId(),
        customerId: input.customerId,
        site: input.site,
        productId: line.productId,
        variantId: line.variantId,
        sku: line.sku,
        quantity: line.quantity,
        frequencyDays: line.frequencyDays,
        startDate,
        nextOrderDate: addDays(startDate, line.frequencyDays),
        shipTo: input.shipTo,
        paymentReference: input.paymentReference,
        status: 'active' as const,
        cancelled: false,
        orderId: input.orderId,
      })),
    );
    return rows.map((row) => ({
      contractId: row.contractId,
      sku: row.sku,
      startDate: row.startDate,
      nextOrderDate: row.nextOrderDate,
    }));
  }

  /**
   * The customer's subscriptions on a site for their profile (SPEC §3 names), oldest first; the
   * weight comes from the subscribed variant as the catalogue has it now.
   */
  async profileSubscriptionsOf(
    customer: { id: string; publicId: string },
    site: SiteId,
  ): Promise<CustomerSubscriptionDto[]> {
    const rows = await this.repository.listForCustomer(customer.id, site);
    if (rows.length === 0) return [];
    const variants = await this.catalog.variantsForCart(rows.map((row) => row.variantId));
    const byId = new Map(variants.map((variant) => [variant.id, variant]));
    return rows.map((row) => toCustomerSubscriptionDto(row, customer.publicId, byId.get(row.variantId)));
  }
}
