import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { renewalDayOf } from '@shop/cart';
import { Clock } from '../../platform/clock/clock';
import type { Env } from '../../platform/config/env.schema';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { OrderEventsPublisher, type SubscriptionRenewalReminderDue } from '../../platform/order-events';
import { CatalogService } from '../../modules/catalog';
import { CustomersService } from '../../modules/identity';
import { type ReminderCandidate, SubscriptionRenewalsService } from '../../modules/subscriptions';
import { RenewSubscriptionFlow } from './renew-subscription.flow';
import { RenewalMetrics } from './renewal-metrics';

/** Subscriptions claimed per round trip: small, so a job never holds many rows at once. */
export const RENEWAL_BATCH_SIZE = 25;

/**
 * How long a claim holds a row for its job. Far longer than a renewal takes; a job that crashed
 * leaves its rows to the next run once it runs out.
 */
export const RENEWAL_CLAIM_LEASE_MS = 5 * 60_000;

/** What a run did (POST /api/operator/renewals/run answers it). */
export interface RenewalRunCounts {
  renewed: number;
  /** Failed attempts that will be retried (declined, out of stock, provider unavailable). */
  failed: number;
  /** Paused at their third counted failure. */
  paused: number;
  /** Reminder mails sent. */
  reminded: number;
  /** The run stopped at its time budget with renewals still due: run it again. */
  more: boolean;
}

/** A run that may not take longer (the operator call answers within the request timeout). */
export interface RenewalRunOptions {
  budgetMs?: number;
}

/**
 * The renewal job (issue 14): renews every due subscription, a batch claimed at a time with FOR
 * UPDATE SKIP LOCKED and each renewal in its own transaction, then announces the reminders due
 * (SubscriptionRenewalReminderDue, whose subscriber mails them). Any
 * number of processes may run it at once (the interval in each API process, the operator call):
 * they take different rows, and a subscription renews once per period whoever runs it.
 */
@Injectable()
export class RenewalJob {
  private readonly logger = new Logger('Renewals');
  private readonly reminderDays: number;

  constructor(
    private readonly renewals: SubscriptionRenewalsService,
    private readonly flow: RenewSubscriptionFlow,
    private readonly customers: CustomersService,
    private readonly catalog: CatalogService,
    private readonly events: OrderEventsPublisher,
    @Inject(DATABASE) private readonly db: Database,
    private readonly clock: Clock,
    config: ConfigService<Env, true>,
    private readonly metrics: RenewalMetrics,
  ) {
    this.reminderDays = config.get('RENEWAL_REMINDER_DAYS', { infer: true });
  }

  /**
   * Renews what is due now, then sends the reminders due today. With a budget, no new batch is
   * claimed once it is spent (the batch in hand is finished) and `more` says renewals are left.
   */
  run(options: RenewalRunOptions = {}): Promise<RenewalRunCounts> {
    return this.metrics.measure(() => this.renewDue(options));
  }

  private async renewDue(options: RenewalRunOptions): Promise<RenewalRunCounts> {
    const counts: RenewalRunCounts = { renewed: 0, failed: 0, paused: 0, reminded: 0, more: false };
    const started = Date.now();
    const spent = () => options.budgetMs !== undefined && Date.now() - started >= options.budgetMs;
    // Every renewal ends with the row renewed, backing off, paused or claimed by this run, so the
    // claims dry up: the loop ends however many are due.
    for (;;) {
      if (spent()) {
        counts.more = true;
        return counts;
      }
      const now = this.clock.now();
      const batch = await this.renewals.claimDue({
        today: renewalDayOf(now),
        now,
        leaseUntil: new Date(now.getTime() + RENEWAL_CLAIM_LEASE_MS),
        limit: RENEWAL_BATCH_SIZE,
      });
      if (batch.length === 0) break;
      for (const claimed of batch) {
        try {
          const result = await this.flow.renew(claimed);
          if (result.outcome === 'renewed') counts.renewed += 1;
          else if (result.outcome === 'failed') counts[result.paused ? 'paused' : 'failed'] += 1;
        } catch (error) {
          // Recording the failure itself failed (the database is away): the claim runs out and
          // the next run tries again.
          this.logger.error(`Renewal of ${claimed.contractId} (${claimed.period}) failed: ${String(error)}`);
          counts.failed += 1;
        }
      }
    }
    counts.reminded = await this.remind();
    return counts;
  }

  /**
   * The reminders due today, each marked sent in the statement that claims it, then announced
   * (its mail is delivered from the outbox, retried if the mail server fails): at most one per
   * period (a crash between the claim and the announcement loses that reminder, never doubles it).
   */
  private async remind(): Promise<number> {
    let sent = 0;
    for (;;) {
      const today = renewalDayOf(this.clock.now());
      const batch = await this.renewals.claimReminders(today, this.reminderDays, RENEWAL_BATCH_SIZE);
      if (batch.length === 0) return sent;
      const due = await this.remindersOf(batch);
      await this.db.transaction(async (tx) => {
        for (const reminder of due) await this.events.publish(tx, 'SubscriptionRenewalReminderDue', reminder);
      });
      this.events.committed();
      sent += due.length;
    }
  }

  /** The claimed reminders with who they go to; an account gone since gets none. */
  private async remindersOf(batch: ReminderCandidate[]): Promise<SubscriptionRenewalReminderDue[]> {
    const found = await this.catalog.variantsForCart(batch.map((r) => r.variantId));
    const variants = new Map(found.map((variant) => [variant.id, variant]));
    const due: SubscriptionRenewalReminderDue[] = [];
    for (const reminder of batch) {
      const customer = await this.customers.findById(reminder.customerId);
      if (!customer) continue;
      const variant = variants.get(reminder.variantId);
      due.push({
        contractId: reminder.contractId,
        customerId: reminder.customerId,
        site: reminder.site,
        nextOrderDate: reminder.nextOrderDate,
        recipient: {
          email: customer.email,
          firstName: customer.firstName,
          item: variant ? `${variant.product.title} (${variant.title})` : reminder.sku,
          quantity: reminder.quantity,
        },
      });
    }
    return due;
  }
}
