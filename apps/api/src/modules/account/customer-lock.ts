import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.types';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Serialises one customer's writes to one of their lists until the transaction ends: the address
 * book's count limit, its single default and the promotion after a delete are read-then-write
 * rules that two concurrent requests would otherwise both pass (two firsts both made default,
 * a 21st address). A transaction-level advisory lock, so nothing is left held if a request dies.
 */
export async function lockCustomerList(tx: Transaction, list: 'addresses' | 'pets', customerId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`account:${list}:${customerId}`}, 0))`,
  );
}
