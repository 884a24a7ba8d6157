import type { CustomerKind } from '../customers/customer-record';
import type { SessionRow } from '../identity.schema';

/** What one session look-up read from the database: the session row and its customer's fields. */
export interface SessionLookup {
  session: SessionRow;
  kind: CustomerKind;
  sapAccountGroup: string | null;
  shipTo: string | null;
}

interface Entry {
  lookup: SessionLookup;
  /** Past this instant (ms) the entry is read from the database again. */
  freshUntil: number;
}

/**
 * The last few thousand session look-ups of this process, by token hash, for a short time. A
 * signed-in request then costs a map read instead of a query (the accounts bench row). Expiry is
 * still judged on every hit from the cached row, so a cached session never outlives its idle or
 * absolute end; what the cache could miss is a revocation or a staff-field change made elsewhere,
 * which is why every such change drops the entries here at once (forgetSession, forgetCustomer)
 * and, through SessionInvalidation, in every other process too. `ttlMs` bounds how stale an entry
 * can be if a process misses that message (Redis down at that moment).
 */
export class SessionLookupCache {
  private readonly byTokenHash = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxEntries > 0;
  }

  get(tokenHash: string, nowMs: number): SessionLookup | undefined {
    const entry = this.byTokenHash.get(tokenHash);
    if (!entry) return undefined;
    if (entry.freshUntil <= nowMs) {
      this.byTokenHash.delete(tokenHash);
      return undefined;
    }
    // Re-inserting keeps the Map's order least-recently-used first, so eviction drops the coldest.
    this.byTokenHash.delete(tokenHash);
    this.byTokenHash.set(tokenHash, entry);
    return entry.lookup;
  }

  set(tokenHash: string, lookup: SessionLookup, nowMs: number): void {
    if (!this.enabled) return;
    this.byTokenHash.delete(tokenHash);
    this.byTokenHash.set(tokenHash, { lookup, freshUntil: nowMs + this.ttlMs });
    while (this.byTokenHash.size > this.maxEntries) {
      const coldest = this.byTokenHash.keys().next().value as string;
      this.byTokenHash.delete(coldest);
    }
  }

  /** After a touch: the row's new last use and idle expiry, keeping the entry's freshness. */
  update(tokenHash: string, session: SessionRow): void {
    const entry = this.byTokenHash.get(tokenHash);
    if (entry) entry.lookup = { ...entry.lookup, session };
  }

  forgetSession(sessionId: string): void {
    for (const [hash, entry] of this.byTokenHash) {
      if (entry.lookup.session.id === sessionId) this.byTokenHash.delete(hash);
    }
  }

  forgetCustomer(customerId: string): void {
    for (const [hash, entry] of this.byTokenHash) {
      if (entry.lookup.session.customerId === customerId) this.byTokenHash.delete(hash);
    }
  }

  clear(): void {
    this.byTokenHash.clear();
  }

  get size(): number {
    return this.byTokenHash.size;
  }
}
