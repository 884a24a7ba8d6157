import { Inject, Injectable } from '@nestjs/common';
import type { ValidAddress } from '@shop/identity';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { customerAddresses, type CustomerAddressRow } from './account.schema';
import { lockCustomerList } from './customer-lock';

/** What creating an address came to: the new row, or the book was already full. */
export type AddressCreation = { row: CustomerAddressRow } | { full: true };

/** The Drizzle queries of customer_addresses; every one is scoped to one customer. */
@Injectable()
export class CustomerAddressesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Oldest first, so the book reads in the order it was filled. */
  list(customerId: string): Promise<CustomerAddressRow[]> {
    return this.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id));
  }

  /** Adds an address unless the customer already has `limit`; the first one becomes the default. */
  create(customerId: string, address: ValidAddress, limit: number): Promise<AddressCreation> {
    return this.db.transaction(async (tx) => {
      await lockCustomerList(tx, 'addresses', customerId);
      const [{ value: held }] = await tx
        .select({ value: count() })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId));
      if (held >= limit) return { full: true } as const;
      const [row] = await tx
        .insert(customerAddresses)
        .values({ ...address, customerId, isDefault: held === 0 })
        .returning();
      return { row };
    });
  }

  async update(
    customerId: string,
    id: string,
    address: ValidAddress,
  ): Promise<CustomerAddressRow | undefined> {
    const [row] = await this.db
      .update(customerAddresses)
      .set(address)
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
      .returning();
    return row;
  }

  /**
   * Removes an address; when it was the default, the newest remaining address becomes the
   * default, so a customer with addresses always has one. Undefined when it is not theirs.
   */
  delete(customerId: string, id: string): Promise<CustomerAddressRow | undefined> {
    return this.db.transaction(async (tx) => {
      await lockCustomerList(tx, 'addresses', customerId);
      const [deleted] = await tx
        .delete(customerAddresses)
        .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
        .returning();
      if (deleted?.isDefault) {
        const [newest] = await tx
          .select({ id: customerAddresses.id })
          .from(customerAddresses)
          .where(eq(customerAddresses.customerId, customerId))
          .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id))
          .limit(1);
        if (newest)
          await tx
            .update(customerAddresses)
            .set({ isDefault: true })
            .where(eq(customerAddresses.id, newest.id));
      }
      return deleted;
    });
  }

  /** Makes one of the customer's addresses their default; undefined (nothing changed) when it is not theirs. */
  setDefault(customerId: string, id: string): Promise<CustomerAddressRow | undefined> {
    return this.db.transaction(async (tx) => {
      await lockCustomerList(tx, 'addresses', customerId);
      const mine = and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId));
      const [target] = await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(mine);
      if (!target) return undefined;
      await tx
        .update(customerAddresses)
        .set({ isDefault: false })
        .where(
          and(
            eq(customerAddresses.customerId, customerId),
            eq(customerAddresses.isDefault, true),
            ne(customerAddresses.id, id),
          ),
        );
      const [row] = await tx.update(customerAddresses).set({ isDefault: true }).where(mine).returning();
      return row;
    });
  }
}
