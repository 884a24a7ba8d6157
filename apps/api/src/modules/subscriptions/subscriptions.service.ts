import { Injectable } from '@nestjs/common';
import type { Database } from '../../platform/database/database.types';
import { SubscriptionsRepository } from './subscriptions.repository';

/**
 * Autoship subscriptions (SPEC §3 Subscription). For now what the cart needs to decide AUTO35
 * (SPEC §4: a first subscription purchase by a customer with no subscriptions); creating them at
 * checkout and self-service come with the checkout flow and the autoship issue.
 */
@Injectable()
export class SubscriptionsService {
  constructor(private readonly repository: SubscriptionsRepository) {}

  /**
   * Whether the customer has ever had a subscription; cancelled ones count (AUTO35 is once only).
   * `db` reads inside a caller's transaction (checkout), which must not wait on a second connection.
   */
  hasEverSubscribed(customerId: string, db?: Database): Promise<boolean> {
    return this.repository.anyForCustomer(customerId, db);
  }
}
