import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { subscriptions } from './subscriptions.schema';

/** The Drizzle queries of subscriptions; every one is scoped to one customer. */
@Injectable()
export class SubscriptionsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Whether the customer has any subscription row, cancelled ones included (one indexed probe). */
  async anyForCustomer(customerId: string, db: Database = this.db): Promise<boolean> {
    const rows = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customerId))
      .limit(1);
    return rows.length > 0;
  }
}
