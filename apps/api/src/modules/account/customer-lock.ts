import type { Database } from '../../platform/database/database.types';
import { lockUntilCommit } from '../../platform/database/transaction-lock';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Serialises one customer's writes to one of their lists until the transaction ends: the address
 * book's count limit, its single default and the promotion after a delete are read-then-write
 * rules that two concurrent requests would otherwise both pass (two firsts both made default,
 * a 21st address).
 */
export function lockCustomerList(tx: Transaction, list: 'addresses' | 'pets', customerId: string) {
  return lockUntilCommit(tx, `account:${list}:${customerId}`);
}
