/**
 * The rows of a `db.execute(sql...)` result, on PGlite and node-postgres alike (both answer an
 * object with `rows`; Drizzle's type for it differs by driver). Column names are as the SQL
 * names them (snake_case unless aliased); values are the driver's (json parsed, bigint as text).
 */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
