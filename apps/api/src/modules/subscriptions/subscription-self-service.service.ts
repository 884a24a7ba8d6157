import { Inject, Injectable, Logger } from '@nestjs/common';
import { applyAutoshipAction, type AutoshipAction, type AutoshipState } from '@shop/cart';
import { validatedAddress } from '../../platform/postal-address/validated-address';
import { AppError } from '../../platform/errors/app-error';
import { Clock } from '../../platform/clock/clock';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { OrderEventsPublisher } from '../../platform/order-events';
import { type CartVariant, CatalogService } from '../catalog';
import type { Caller } from '../../platform/auth';
import { StockService } from '../stock';
import type { SubscriptionShipToInputDto } from './dto/subscription-requests.dto';
import type { GetSubscriptionsResultDto, SubscriptionDto } from './dto/subscription.dto';
import {
  customerNotFound,
  refusalError,
  shipToNotServed,
  subscriptionBusy,
  subscriptionNotFound,
} from './subscriptions-errors';
import { toAutoshipState, toSubscriptionDto } from './subscriptions.mapper';
import { SubscriptionsRepository, type SelfServiceColumn } from './subscriptions.repository';
import type { SubscriptionRow, SubscriptionShipTo } from './subscriptions.schema';

/** Our contract ids (subscription-contracts.ts); anything else is not looked up at all. */
const CONTRACT_ID_SHAPE = /^sub_[A-Za-z0-9_-]{22}$/;
/** Plans a change again this often when concurrent writes keep winning, then answers 409. */
const WRITE_ATTEMPTS = 3;

/**
 * What shoppers see and change of their autoships ('My Subscriptions' / 'My Autoships'): the list,
 * and each self-service action, judged by libs/cart's autoship rules. Every read and write is
 * scoped to the caller and their site in the query; another customer's subscription is 404.
 */
@Injectable()
export class SubscriptionSelfServiceService {
  private readonly logger = new Logger('Subscriptions');

  constructor(
    private readonly repository: SubscriptionsRepository,
    private readonly catalog: CatalogService,
    private readonly stock: StockService,
    private readonly clock: Clock,
    private readonly events: OrderEventsPublisher,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  /** get-subscriptions: the caller's subscriptions on this site, oldest first, cancelled ones too. */
  async list(caller: Caller, customer: string | undefined): Promise<GetSubscriptionsResultDto> {
    if (customer !== undefined && customer !== caller.publicId) throw customerNotFound();
    const rows = await this.repository.listForCustomer(caller.customerId, caller.site);
    const variants = await this.variantsOf(rows);
    const today = this.today();
    return {
      results: rows.map((row) => toSubscriptionDto(row, caller.publicId, variants.get(row.variantId), today)),
    };
  }

  /** Applies one action to one of the caller's subscriptions and answers it as it now is. */
  async act(
    caller: Caller,
    contractId: string,
    action: AutoshipAction<SubscriptionShipTo>,
  ): Promise<SubscriptionDto> {
    if (!CONTRACT_ID_SHAPE.test(contractId)) throw subscriptionNotFound();
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
      const row = await this.repository.findOwned(contractId, caller.customerId, caller.site);
      if (!row) throw subscriptionNotFound();
      const [variant] = await this.catalog.variantsForCart([row.variantId]);
      const today = this.today();
      const outcome = applyAutoshipAction(toAutoshipState(row), action, {
        today,
        offeredFrequencyDays: (variant?.sellingPlans ?? []).map((plan) => plan.frequencyDays),
      });
      if (!outcome.ok) throw refusalError(outcome.refusal);
      const changes = changedColumns(row, outcome.state);
      if (Object.keys(changes).length === 0) return toSubscriptionDto(row, caller.publicId, variant, today);
      const written = await this.write(row, changes);
      if (written) {
        this.logger.log(`Subscription ${row.contractId}: ${action.type}`);
        return toSubscriptionDto(written, caller.publicId, variant, today);
      }
    }
    throw subscriptionBusy();
  }

  /**
   * The change, and SubscriptionCancelled with it when it cancels (one transaction, delivered
   * after the commit).
   */
  private async write(
    row: SubscriptionRow,
    changes: Partial<Pick<SubscriptionRow, SelfServiceColumn>>,
  ): Promise<SubscriptionRow | undefined> {
    if (changes.status !== 'cancelled') return this.repository.updateIfUnchanged(row, changes);
    const written = await this.db.transaction(async (tx) => {
      const cancelled = await this.repository.updateIfUnchanged(row, changes, tx);
      if (cancelled)
        await this.events.publish(tx, 'SubscriptionCancelled', {
          contractId: cancelled.contractId,
          customerId: cancelled.customerId,
          site: cancelled.site,
          reason: cancelled.cancelReason,
        });
      return cancelled;
    });
    if (written) this.events.committed();
    return written;
  }

  /** change-ship-to: a checked US home address the shop delivers to, with the recipient's name. */
  async changeShipTo(
    caller: Caller,
    contractId: string,
    input: SubscriptionShipToInputDto,
  ): Promise<SubscriptionDto> {
    const address = validatedAddress(input, 'shipTo');
    await this.checkServed(address.zip);
    const shipTo: SubscriptionShipTo = {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      ...address,
    };
    return this.act(caller, contractId, { type: 'changeShipTo', shipTo });
  }

  private async checkServed(zip: string): Promise<void> {
    try {
      await this.stock.warehouseFor(zip, 'HOME');
    } catch (error) {
      if (error instanceof AppError && error.getStatus() < 500) throw shipToNotServed(zip);
      throw error;
    }
  }

  private async variantsOf(rows: SubscriptionRow[]): Promise<Map<string, CartVariant>> {
    if (rows.length === 0) return new Map();
    const variants = await this.catalog.variantsForCart([...new Set(rows.map((row) => row.variantId))]);
    return new Map(variants.map((variant) => [variant.id, variant]));
  }

  /** Today as the rules count days: the UTC calendar day, as checkout's start dates are. */
  private today(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }
}

/** The columns whose value the rules changed; `cancelled` mirrors the status. */
function changedColumns(
  row: SubscriptionRow,
  next: AutoshipState<SubscriptionShipTo>,
): Partial<Pick<SubscriptionRow, SelfServiceColumn>> {
  const changes: Partial<Pick<SubscriptionRow, SelfServiceColumn>> = {};
  if (next.status !== row.status) {
    changes.status = next.status;
    changes.cancelled = next.status === 'cancelled';
    // Resumed or reactivated by its customer, it starts its renewals afresh: the failures that
    // paused it no longer count and no back-off holds it. renewal_attempts stays, because it is
    // part of the payment's idempotency key and must never repeat within a period.
    if (next.status === 'active') {
      changes.renewalFailures = 0;
      changes.retryAt = null;
    }
  }
  if (next.cancelReason !== row.cancelReason) changes.cancelReason = next.cancelReason;
  if (next.frequencyDays !== row.frequencyDays) changes.frequencyDays = next.frequencyDays;
  if (next.nextOrderDate !== row.nextOrderDate) changes.nextOrderDate = next.nextOrderDate;
  if (next.quantity !== row.quantity) changes.quantity = next.quantity;
  if (next.shipTo !== row.shipTo) changes.shipTo = next.shipTo;
  return changes;
}
