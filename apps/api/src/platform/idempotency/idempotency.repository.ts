import { Inject, Injectable } from '@nestjs/common';
import { and, eq, lte } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.types';
import { idempotencyKeys, type IdempotencyKeyRow } from './idempotency.schema';

export interface KeyRef {
  scope: string;
  key: string;
}

/**
 * The queries of the idempotency table. Each runs on its own (never inside the caller's
 * transaction), so a key taken is seen at once by a concurrent request with the same key.
 */
@Injectable()
export class IdempotencyRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Takes a free key for a run; false when the key is already there. */
  async claim(ref: KeyRef, requestHash: string, now: Date, lockedUntil: Date): Promise<boolean> {
    const taken = await this.db
      .insert(idempotencyKeys)
      .values({ ...ref, requestHash, status: 'in_progress', createdAt: now, lockedUntil })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return taken.length === 1;
  }

  async find(ref: KeyRef): Promise<IdempotencyKeyRow | undefined> {
    const [row] = await this.db.select().from(idempotencyKeys).where(matches(ref));
    return row;
  }

  /** Takes over a run whose holder let its lease run out (a process that died mid-run). */
  async takeOver(ref: KeyRef, requestHash: string, now: Date, lockedUntil: Date): Promise<boolean> {
    const taken = await this.db
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

  async complete(ref: KeyRef, response: unknown, now: Date): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ status: 'completed', response, completedAt: now })
      .where(and(matches(ref), eq(idempotencyKeys.status, 'in_progress')));
  }

  /** Frees the key of a run that failed, so the same request may be tried again. */
  async release(ref: KeyRef): Promise<void> {
    await this.db.delete(idempotencyKeys).where(and(matches(ref), eq(idempotencyKeys.status, 'in_progress')));
  }
}

function matches(ref: KeyRef) {
  return and(eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key));
}
