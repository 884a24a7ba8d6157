import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { cancellationReversalCents, refundReversalCents } from '@shop/giving';
import { randomUUID } from 'node:crypto';
import type { Caller } from '../../platform/auth';
import { Clock } from '../../platform/clock/clock';
import type { Env } from '../../platform/config/env.schema';
import type { Database } from '../../platform/database/database.types';
import { type BookedOrder, contributedCents } from '../../platform/order-events';
import { SubscriptionsService } from '../subscriptions';
import type { OrderDonationDto } from './dto/order-donation.dto';
import { refundedBeforeCents } from './donation-refunds';
import { checkoutTrackingId } from './giving-checkout-tracking';
import { GivingCausesService } from './giving-causes.service';
import { GivingDonationsService } from './giving-donations.service';
import type { GivingDonationEntryRow } from './giving-donations.schema';
import { givingDonationNotFound, givingSubscriptionNotFound } from './giving-errors';
import { GivingOrderDonationsRepository } from './giving-order-donations.repository';
import { GivingStoresService } from './giving-stores.service';
import { GivingTrackingService } from './giving-tracking.service';

/** Who funds a donation: the store ('purchase'), or the shopper's own gift ('add-on', 'round-up'). */
export type DonationKind = 'purchase' | 'add-on' | 'round-up';
export const SHOPPER_FUNDED_KINDS: readonly DonationKind[] = ['add-on', 'round-up'];

/** An order event's reversal, as the subscribers hand it over. */
export type DonationReversal =
  | { reason: 'cancelled'; orderId: string; eventId: string }
  | { reason: 'refunded'; orderId: string; eventId: string; refundedCents: number };

/**
 * The order half of giving (issue 22): the donation recorded with every order of a site whose
 * giving store is on, in the order's transaction (so neither exists without the other); renewals
 * giving to their autoship's cause; reversals on cancel and refund as entries of their own.
 */
@Injectable()
export class GivingOrderDonationsService {
  private readonly excludedProductType: string;

  constructor(
    private readonly repository: GivingOrderDonationsRepository,
    private readonly stores: GivingStoresService,
    private readonly donations: GivingDonationsService,
    private readonly causes: GivingCausesService,
    private readonly tracking: GivingTrackingService,
    private readonly subscriptions: SubscriptionsService,
    private readonly clock: Clock,
    config: ConfigService<Env, true>,
  ) {
    this.excludedProductType = config.get('CART_EXCLUDED_PRODUCT_TYPE', { infer: true });
  }

  /** Inside the order's transaction: its donation, per line and per kind, to the chosen cause. */
  async record(tx: Database, order: BookedOrder): Promise<void> {
    const storeId = await this.stores.storeIdOfSite(order.site, tx);
    if (!storeId) return;
    const store = await this.stores.config(storeId, tx);
    if (!store.dto.isActive) return;
    const chosen = await this.chosenCause(tx, storeId, order);
    const quote = await this.donations.quote(
      {
        storeId,
        causeId: chosen,
        segmentId: null,
        lines: order.lines.map((line) => ({
          id: line.productId,
          unitPriceCents: line.unitPriceCents,
          quantity: line.quantity,
          discountCents: line.discountCents,
          productType: line.productType,
        })),
        cartDiscountCents: 0,
        ignoreDirectDonations: false,
        excludedProductType: this.excludedProductType,
      },
      tx,
    );
    const cause = quote.cause;
    const lines = order.lines.map((line, position) => {
      const addOn = line.productType === this.excludedProductType;
      const donated = quote.lines[position];
      // The add-on line is money the shopper paid as a gift: all of it goes to the cause.
      const amountCents = cause === null ? 0 : addOn ? line.lineTotalCents : donated.donationCents;
      const kind: DonationKind = addOn || donated.directDonation ? 'add-on' : 'purchase';
      return {
        orderId: order.orderId,
        position,
        productId: line.productId,
        sku: line.sku,
        kind,
        amountCents,
      };
    });
    const now = this.clock.now();
    const byKind = new Map<DonationKind, number>();
    for (const line of lines) byKind.set(line.kind, (byKind.get(line.kind) ?? 0) + line.amountCents);
    await this.repository.insert(
      tx,
      {
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        storeId,
        site: order.site,
        customerId: order.customerId,
        source: order.source,
        subscriptionContractId: order.subscriptionContractId,
        causeId: cause?.id ?? null,
        causeKind: cause?.kind ?? null,
        causeName: cause?.name ?? null,
        causeCity: cause?.city ?? null,
        causeState: cause?.state ?? null,
        causeEin: cause?.ein ?? null,
        causeCharities: cause?.charities ?? [],
        paidCents: order.totalCents + contributedCents(order.charges),
        createdAt: now,
      },
      lines,
      [...byKind]
        .filter(([, cents]) => cents > 0)
        .map(([kind, amountCents]) => ({
          id: randomUUID(),
          orderId: order.orderId,
          kind,
          reason: 'given',
          amountCents,
          createdAt: now,
        })),
    );
  }

  /**
   * A renewal's cause: its autoship's, else the shopper's latest checkout choice; a checkout's:
   * the tracking its request named. A cause no longer known gives to the default cause rather
   * than refusing the order.
   */
  private async chosenCause(tx: Database, storeId: string, order: BookedOrder): Promise<string | null> {
    let causeId: string | null = null;
    if (order.source === 'renewal') {
      causeId = order.subscriptionContractId
        ? await this.repository.subscriptionCause(order.subscriptionContractId, tx)
        : null;
      if (!causeId && order.customerId)
        causeId = await this.repository.lastCheckoutCause(order.customerId, storeId, tx);
    } else {
      const trackingId = checkoutTrackingId();
      causeId = trackingId
        ? await this.tracking.trackedCauseId({ storeId, customerId: order.customerId }, trackingId, tx)
        : null;
    }
    if (causeId && !(await this.causes.find(causeId, tx))) return null;
    return causeId;
  }

  /** After a cancellation or refund commits: entries taking back what is still given. */
  async reverse(tx: Database, reversal: DonationReversal): Promise<void> {
    const record = await this.repository.lock(tx, reversal.orderId);
    if (!record) return;
    const entries = await this.repository.entriesOf(reversal.orderId, tx);
    if (entries.some((entry) => entry.eventId === reversal.eventId)) return;
    const refundedBefore = refundedBeforeCents(entries);
    const now = this.clock.now();
    const rows = kindsOf(entries).map(({ kind, givenCents, reversedCents }) => {
      const back =
        reversal.reason === 'cancelled'
          ? cancellationReversalCents(givenCents, reversedCents)
          : refundReversalCents({
              givenCents,
              reversedCents,
              refundedCents: reversal.refundedCents,
              paidCents: Math.max(0, record.paidCents - refundedBefore),
            });
      return {
        id: randomUUID(),
        orderId: reversal.orderId,
        kind,
        reason: reversal.reason,
        amountCents: -back,
        refundedCents: reversal.reason === 'refunded' ? reversal.refundedCents : null,
        eventId: reversal.eventId,
        createdAt: now,
      };
    });
    // A refund with nothing left to take back is still kept: the next refund's share depends on it.
    await this.repository.insertEntries(
      tx,
      rows.filter((row) => row.amountCents !== 0 || row.refundedCents !== null),
    );
  }

  /** The order's donation for its owner (confirmation page, account); 404 for anyone else. */
  async forOwner(caller: Caller, orderId: string, db?: Database): Promise<OrderDonationDto> {
    const record = await this.repository.find(orderId, db);
    if (!record || record.customerId !== caller.customerId || record.site !== caller.site)
      throw givingDonationNotFound();
    const [lines, entries] = await Promise.all([
      this.repository.linesOf(orderId, db),
      this.repository.entriesOf(orderId, db),
    ]);
    return orderDonationDto(record, lines, entries);
  }

  /** The cause an autoship of the caller's gives to (null: their latest choice, else the default). */
  async subscriptionCause(caller: Caller, contractId: string): Promise<string | null> {
    await this.ownSubscription(caller, contractId);
    return this.repository.subscriptionCause(contractId);
  }

  /** My Subscriptions: the cause the caller's autoship gives to from its next renewal. */
  async setSubscriptionCause(caller: Caller, contractId: string, causeId: string): Promise<string> {
    await this.ownSubscription(caller, contractId);
    const cause = await this.causes.summary(causeId);
    await this.repository.setSubscriptionCause(contractId, caller.customerId, cause.id, this.clock.now());
    return cause.id;
  }

  private async ownSubscription(caller: Caller, contractId: string): Promise<void> {
    const own = await this.subscriptions.profileSubscriptionsOf(
      { id: caller.customerId, publicId: caller.publicId },
      caller.site,
    );
    if (!own.some((subscription) => subscription.contractId === contractId))
      throw givingSubscriptionNotFound();
  }
}

/** What each kind gave and has had taken back so far (positive cents). */
function kindsOf(
  entries: readonly GivingDonationEntryRow[],
): { kind: DonationKind; givenCents: number; reversedCents: number }[] {
  const byKind = new Map<DonationKind, { givenCents: number; reversedCents: number }>();
  for (const entry of entries) {
    const kind = entry.kind as DonationKind;
    const sums = byKind.get(kind) ?? { givenCents: 0, reversedCents: 0 };
    if (entry.reason === 'given') sums.givenCents += entry.amountCents;
    else sums.reversedCents -= entry.amountCents;
    byKind.set(kind, sums);
  }
  return [...byKind].map(([kind, sums]) => ({ kind, ...sums }));
}

function orderDonationDto(
  record: Awaited<ReturnType<GivingOrderDonationsRepository['find']>> & object,
  lines: Awaited<ReturnType<GivingOrderDonationsRepository['linesOf']>>,
  entries: readonly GivingDonationEntryRow[],
): OrderDonationDto {
  const sum = (pick: (entry: GivingDonationEntryRow) => boolean) =>
    entries.filter(pick).reduce((total, entry) => total + entry.amountCents, 0);
  const givenCents = sum((entry) => entry.reason === 'given');
  const reversedCents = -sum((entry) => entry.reason !== 'given');
  return {
    orderId: record.orderId,
    orderNumber: record.orderNumber,
    cause: record.causeId
      ? {
          id: record.causeId,
          kind: record.causeKind === 'portfolio' ? 'portfolio' : 'charity',
          name: record.causeName ?? '',
          city: record.causeCity,
          state: record.causeState,
          ein: record.causeEin,
          charities: record.causeCharities,
        }
      : null,
    givenCents,
    reversedCents,
    netCents: givenCents - reversedCents,
    shopperFundedCents: sum(
      (entry) => entry.reason === 'given' && SHOPPER_FUNDED_KINDS.includes(entry.kind as DonationKind),
    ),
    lines: lines.map((line) => ({
      position: line.position,
      productId: line.productId,
      sku: line.sku,
      kind: line.kind as DonationKind,
      amountCents: line.amountCents,
    })),
    entries: entries.map((entry) => ({
      kind: entry.kind as DonationKind,
      reason: entry.reason as 'given' | 'cancelled' | 'refunded',
      amountCents: entry.amountCents,
      at: entry.createdAt.toISOString(),
    })),
  };
}
