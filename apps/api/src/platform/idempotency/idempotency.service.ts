import { Injectable } from '@nestjs/common';
import { Clock } from '../clock/clock';
import { keyInProgress, keyReused } from './idempotency.errors';
import { IdempotencyRepository, type KeyRef } from './idempotency.repository';

/**
 * How long a run holds its key. A run that outlives it (its process died) is taken over by the
 * next request with the key; it is far longer than any request may take (REQUEST_TIMEOUT_MS).
 */
export const IDEMPOTENCY_LEASE_MS = 5 * 60_000;

/**
 * Runs money-moving work once per Idempotency-Key (ARCHITECTURE §6). The first request with a key
 * runs the work and its answer is stored; the same request again gets that answer without
 * running anything; the same key with another request is refused (422 IDEMPOTENCY_KEY_REUSED),
 * and while the first is still running, so is a second (409 IDEMPOTENCY_IN_PROGRESS). Work that
 * fails (an error thrown, e.g. a declined card) stores nothing and frees the key, so the shopper
 * may try again with it. Answers are stored as JSON, so a replay gives the JSON form of the
 * first answer; return plain JSON data from the work.
 */
@Injectable()
export class IdempotencyService {
  constructor(
    private readonly repository: IdempotencyRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * @param key the client's Idempotency-Key (readIdempotencyKey checked it)
   * @param scope the call and the caller ('checkout:DTC:customer:{id}'): keys are unique within it
   * @param requestHash requestHash(body) of what the key is used for
   */
  async run<T>(key: string, scope: string, requestHash: string, work: () => Promise<T>): Promise<T> {
    const ref: KeyRef = { scope, key };
    const now = this.clock.now();
    if (await this.repository.claim(ref, requestHash, now, this.leaseEnd(now)))
      return this.execute(ref, work);
    const existing = await this.repository.find(ref);
    // Released between our claim and this read (the first run failed): try once more from the top.
    if (!existing) {
      if (await this.repository.claim(ref, requestHash, now, this.leaseEnd(now)))
        return this.execute(ref, work);
      throw keyInProgress();
    }
    if (existing.requestHash !== requestHash) throw keyReused();
    if (existing.status === 'completed') return existing.response as T;
    if (await this.repository.takeOver(ref, requestHash, now, this.leaseEnd(now)))
      return this.execute(ref, work);
    throw keyInProgress();
  }

  private async execute<T>(ref: KeyRef, work: () => Promise<T>): Promise<T> {
    let answer: T;
    try {
      answer = await work();
    } catch (error) {
      await this.repository.release(ref);
      throw error;
    }
    // The first caller gets what every replay will get: the answer as JSON.
    const stored = answer === undefined ? null : (JSON.parse(JSON.stringify(answer)) as unknown);
    await this.repository.complete(ref, stored, this.clock.now());
    return stored as T;
  }

  private leaseEnd(now: Date): Date {
    return new Date(now.getTime() + IDEMPOTENCY_LEASE_MS);
  }
}
