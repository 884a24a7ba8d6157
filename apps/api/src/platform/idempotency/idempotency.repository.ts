import { Inject, Injectable } from '@nestjs/common';
import { and, eq, lte } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.types';
import { idempotencyKeys, type IdempotencyKeyRow } from './idempotency.schema';

export interface KeyRef {
  scope: string;
  key: string;
}

/**
 * The queries of the idempotency table. The claim, the answer and the work's own writes share the
 * caller's transaction, so a key is held exactly while its work is uncommitted and is answered
 * exactly when the work committed.
 */
@Injectable()
export class IdempotencyRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Takes a free key for a run in `tx`; false when the key is already there. A concurrent run's
   * uncommitted claim makes this wait for that run's commit (then false) or rollback (then true).
   */
  async claim(
    tx: Database,
    ref: KeyRef,
    requestHash: string,
    now: Date,
    lockedUntil: Date,
  ): Promise<boolean> {
    const taken = await tx
      .insert(idempotencyKeys)
      .values({ ...ref, requestHash, status: 'in_progress', createdAt: now, lockedUntil })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return taken.length === 1;
  }

  async find(ref: KeyRef, db: Database = this.db): Promise<IdempotencyKeyRow | undefined> {
    const [row] = await db.select().from(idempotencyKeys).where(matches(ref));
    return row;
  }

  /**
   * Takes over a key a process of an earlier release left in progress (it claimed and answered in
   * transactions of their own) once its lease ran out.
   */
  async takeOver(
    tx: Database,
    ref: KeyRef,
    requestHash: string,
    now: Date,
    lockedUntil: Date,
  ): Promise<boolean> {
    const taken = await tx
      .update(idempotencyKeys)
      .set({ lockedUntil })
      .where(
        and(
          matches(ref),
          eq(idempotencyKeys.requestHash, requestHash),
          eq(idempotencyKeys.status, 'in_progress'),
          lte(idempotencyKeys.lockedUntil, now),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return taken.length === 1;
  }

  /** The answer, in the work's transaction `tx`: it commits with the work or not at all. */
  async complete(tx: Database, ref: KeyRef, response: unknown, now: Date): Promise<void> {
    await tx
      .update(idempotencyKeys)
      .set({ status: 'completed', response, completedAt: now })
      .where(and(matches(ref), eq(idempotencyKeys.status, 'in_progress')));
  }
}

function matches(ref: KeyRef) {
  return and(eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key));
}
