import { Inject, Injectable } from '@nestjs/common';
import type { SiteId } from '@shop/identity';
import { and, eq } from 'drizzle-orm';
import { DATABASE, type Database } from '../../../platform/database/database.types';
import { customers, type CustomerKind, type CustomerRow, type NewCustomerRow } from '../identity.schema';

/** The Drizzle queries of the customers table. */
@Injectable()
export class CustomersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async byId(id: string, db: Database = this.db): Promise<CustomerRow | undefined> {
    const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
    return row;
  }

  async byEmail(site: SiteId, kind: CustomerKind, email: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db
      .select()
      .from(customers)
      .where(and(eq(customers.site, site), eq(customers.kind, kind), eq(customers.email, email)))
      .limit(1);
    return row;
  }

  async byOidcSubject(subject: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.oidcSubject, subject)).limit(1);
    return row;
  }

  /** The new row, or undefined when the address (or the subject) is already taken. */
  async insert(row: NewCustomerRow): Promise<CustomerRow | undefined> {
    const [inserted] = await this.db.insert(customers).values(row).onConflictDoNothing().returning();
    return inserted;
  }

  async update(id: string, fields: Partial<NewCustomerRow>, now: Date): Promise<CustomerRow | undefined> {
    const [row] = await this.db
      .update(customers)
      .set({ ...fields, updatedAt: now })
      .where(eq(customers.id, id))
      .returning();
    return row;
  }
}
