import { sql } from 'drizzle-orm';
import type { Database } from './database.types';

/**
 * Serialises a read-then-write rule on `key` until the caller's transaction ends: a
 * transaction-level advisory lock, so nothing stays held if a request dies. Every module that
 * guards a per-customer rule this way names its key `<module>:<rule>:<id>`, so keys never collide.
 */
export async function lockUntilCommit(db: Database, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
