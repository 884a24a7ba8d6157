import { Injectable, type OnModuleInit } from '@nestjs/common';
import { fitsQuota } from '@shop/cart';
import { lockUntilCommit } from '../../platform/database/transaction-lock';
import type { Database } from '../../platform/database/database.types';
import { OrderContributions, type OrderDraft } from '../../platform/order-events';
import { staffQuotaExceeded } from './staff-quota-errors';
import { StaffQuotaService } from './staff-quota.service';

/**
 * Refuses, inside the order's transaction and before the payment, a staff-site order that does not
 * fit in what is left of the member's monthly quota (422 STAFF_QUOTA_EXCEEDED, saying how much is
 * left). Checkout and renewal orders alike: a renewal is an order. The per-customer lock is held
 * until the order commits, so two orders at once are decided one after the other and the second
 * sees the first's amount; without it both would read the same spent total and both pass.
 */
@Injectable()
export class StaffQuotaContributor implements OnModuleInit {
  readonly name = 'staff-quota.monthly';

  constructor(
    private readonly contributions: OrderContributions,
    private readonly quotas: StaffQuotaService,
  ) {}

  onModuleInit(): void {
    this.contributions.register({ name: this.name, chargesFor: (tx, draft) => this.check(tx, draft) });
  }

  private async check(tx: Database, draft: OrderDraft): Promise<[]> {
    if (draft.customerId === null || !this.quotas.appliesOn(draft.site)) return [];
    await lockUntilCommit(tx, `staff-quota:monthly:${draft.customerId}`);
    const standing = await this.quotas.standingOf(draft.customerId, draft.site, tx);
    if (standing === null) return [];
    const amountCents = draft.lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
    if (!fitsQuota(amountCents, standing.quotaValueCents)) throw staffQuotaExceeded(standing.quotaValueCents);
    return [];
  }
}
