import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database.types';

/**
 * Inserts the rows whose keys are free and leaves the others as they are (an operator's or an
 * editor's change survives); answers how many rows it wrote. What imports and seeds do.
 */
export async function insertMissing<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await db
    .insert(table)
    .values(rows as T['$inferInsert'][])
    .onConflictDoNothing()
    .returning();
  return written.length;
}
