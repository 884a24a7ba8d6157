import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../clock/clock';
import { DATABASE, type Database } from '../database/database.types';
import { keyInProgress, keyReused } from './idempotency.errors';
import { IdempotencyRepository, type KeyRef } from './idempotency.repository';

/**
 * How long a run of an earlier release held its key (it claimed in a transaction of its own). A
 * key it left in progress is taken over by the same request after this.
 */
export const IDEMPOTENCY_LEASE_MS = 5 * 60_000;

/**
 * Runs money-moving work once per Idempotency-Key (ARCHITECTURE §6). The key is claimed, the work
 * done and its answer stored in ONE transaction, so the answer exists exactly when the work
 * committed: a process that dies after the commit leaves the answer for the retry (on any
 * process, at once), one that dies before leaves nothing, and the retry runs the work. The same
 * request again gets the stored answer without running anything; the same key with another
 * request is refused (422 IDEMPOTENCY_KEY_REUSED); a request arriving while the first is running
 * waits for its commit and gets its answer (or runs the work if the first failed). Work that fails
 * rolls back with its claim, so the shopper may try again with the key. Answers are stored as
 * JSON, so a replay gives the JSON form of the first answer; return plain JSON data from the work.
 */
@Injectable()
export class IdempotencyService {
  constructor(
    private readonly repository: IdempotencyRepository,
    private readonly clock: Clock,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  /**
   * @param key the client's Idempotency-Key (readIdempotencyKey checked it)
   * @param scope the call and the caller ('checkout:DTC:{customer id}'): keys are unique within it
   * @param requestHash requestHash(body) of what the key is used for
   * @param work the work, on the transaction its answer commits in
   */
  run<T>(key: string, scope: string, requestHash: string, work: (tx: Database) => Promise<T>): Promise<T> {
    const ref: KeyRef = { scope, key };
    return this.db.transaction(async (tx) => {
      const now = this.clock.now();
      if (!(await this.repository.claim(tx, ref, requestHash, now, this.leaseEnd(now)))) {
        const existing = await this.repository.find(ref, tx);
        if (!existing) throw keyInProgress();
        if (existing.requestHash !== requestHash) throw keyReused();
        if (existing.status === 'completed') return existing.response as T;
        if (!(await this.repository.takeOver(tx, ref, requestHash, now, this.leaseEnd(now))))
          throw keyInProgress();
      }
      const answer = await work(tx);
      // The first caller gets what every replay will get: the answer as JSON.
      const stored = answer === undefined ? null : (JSON.parse(JSON.stringify(answer)) as unknown);
      await this.repository.complete(tx, ref, stored, this.clock.now());
      return stored as T;
    });
  }

  /**
   * The stored answer of this request under the key, if it completed: for a replay that cannot
   * get as far as `run` (what was read before the work now refuses it). 422 for another request.
   */
  async storedAnswer<T>(key: string, scope: string, requestHash: string): Promise<T | undefined> {
    const existing = await this.repository.find({ scope, key });
    if (!existing) return undefined;
    if (existing.requestHash !== requestHash) throw keyReused();
    return existing.status === 'completed' ? (existing.response as T) : undefined;
  }

  private leaseEnd(now: Date): Date {
    return new Date(now.getTime() + IDEMPOTENCY_LEASE_MS);
  }
}
