import { Inject, Injectable } from '@nestjs/common';
import type { ValidCustomerMetafield } from '@shop/identity';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { customerMetafields, type CustomerMetafieldRow } from './account.schema';

/** The Drizzle queries of customer_metafields; every one is scoped to one customer. */
@Injectable()
export class CustomerMetafieldsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  list(customerId: string): Promise<CustomerMetafieldRow[]> {
    return this.db
      .select()
      .from(customerMetafields)
      .where(eq(customerMetafields.customerId, customerId))
      .orderBy(asc(customerMetafields.namespace), asc(customerMetafields.key));
  }

  /** Creates or overwrites each metafield by namespace and key, in one statement. */
  async upsert(customerId: string, metafields: ValidCustomerMetafield[]): Promise<CustomerMetafieldRow[]> {
    if (metafields.length === 0) return [];
    return this.db
      .insert(customerMetafields)
      .values(metafields.map((m) => ({ ...m, customerId })))
      .onConflictDoUpdate({
        target: [customerMetafields.customerId, customerMetafields.namespace, customerMetafields.key],
        set: { value: sql`excluded.value`, type: sql`excluded.type`, updatedAt: sql`now()` },
      })
      .returning();
  }

  /** Removes one of the customer's metafields; undefined when it is not theirs. */
  async delete(customerId: string, id: string): Promise<CustomerMetafieldRow | undefined> {
    const [row] = await this.db
      .delete(customerMetafields)
      .where(and(eq(customerMetafields.id, id), eq(customerMetafields.customerId, customerId)))
      .returning();
    return row;
  }

  /**
   * Removes the customer's metafield namespace.key only while it still holds `value`; true when
   * removed. `db` is a caller's transaction when the removal belongs to one.
   */
  async deleteWhenValue(
    customerId: string,
    namespace: string,
    key: string,
    value: string,
    db: Database = this.db,
  ): Promise<boolean> {
    const rows = await db
      .delete(customerMetafields)
      .where(
        and(
          eq(customerMetafields.customerId, customerId),
          eq(customerMetafields.namespace, namespace),
          eq(customerMetafields.key, key),
          eq(customerMetafields.value, value),
        ),
      )
      .returning({ id: customerMetafields.id });
    return rows.length > 0;
  }
}
