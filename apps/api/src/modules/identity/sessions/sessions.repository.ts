import { Inject, Injectable } from '@nestjs/common';
import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import { DATABASE, type Database } from '../../../platform/database/database.types';
import { customers, customerSessions, type CustomerSessionRow, type SessionRow } from '../identity.schema';
import type { SessionLookup } from './session-lookup-cache';

export type NewSession = Omit<CustomerSessionRow, 'id' | 'revokedAt'>;

const { accessToken: _accessToken, ...sessionColumns } = getTableColumns(customerSessions);

/** The Drizzle queries of the customer_sessions table. */
@Injectable()
export class SessionsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(session: NewSession): Promise<SessionRow> {
    const [row] = await this.db.insert(customerSessions).values(session).returning(sessionColumns);
    return row;
  }

  /**
   * The session with its customer's kind and the two fields staff registration reads (SPEC §3):
   * one indexed look-up per request.
   */
  async withCustomerByTokenHash(tokenHash: string): Promise<SessionLookup | undefined> {
    const [row] = await this.db
      .select({
        session: sessionColumns,
        kind: customers.kind,
        sapAccountGroup: customers.sapAccountGroup,
        shipTo: customers.shipTo,
      })
      .from(customerSessions)
      .innerJoin(customers, eq(customers.id, customerSessions.customerId))
      .where(eq(customerSessions.tokenHash, tokenHash))
      .limit(1);
    return row;
  }

  async byId(id: string): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .select(sessionColumns)
      .from(customerSessions)
      .where(eq(customerSessions.id, id))
      .limit(1);
    return row;
  }

  /** The provider's access token a live session holds (staff), or null. */
  async accessTokenOf(id: string): Promise<string | null> {
    const [row] = await this.db
      .select({ accessToken: customerSessions.accessToken })
      .from(customerSessions)
      .where(and(eq(customerSessions.id, id), isNull(customerSessions.revokedAt)))
      .limit(1);
    return row?.accessToken ?? null;
  }

  /** True when the session was still live (not revoked) and so was touched. */
  async touch(id: string, lastSeenAt: Date, idleExpiresAt: Date): Promise<boolean> {
    const rows = await this.db
      .update(customerSessions)
      .set({ lastSeenAt, idleExpiresAt })
      .where(and(eq(customerSessions.id, id), isNull(customerSessions.revokedAt)))
      .returning({ id: customerSessions.id });
    return rows.length > 0;
  }

  /** True when this call revoked it (it was live). A revoked session keeps no provider credential. */
  async revoke(id: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(customerSessions)
      .set({ revokedAt: at, accessToken: null })
      .where(and(eq(customerSessions.id, id), isNull(customerSessions.revokedAt)))
      .returning({ id: customerSessions.id });
    return rows.length > 0;
  }

  async revokeAllOf(customerId: string, at: Date): Promise<number> {
    const rows = await this.db
      .update(customerSessions)
      .set({ revokedAt: at, accessToken: null })
      .where(and(eq(customerSessions.customerId, customerId), isNull(customerSessions.revokedAt)))
      .returning({ id: customerSessions.id });
    return rows.length;
  }
}
