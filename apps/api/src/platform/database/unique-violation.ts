/** PostgreSQL's SQLSTATE for a unique constraint that refused a row. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a failed statement broke a unique constraint, on PGlite and node-postgres alike (both
 * report SQLSTATE as `code`; Drizzle wraps the driver's error as `cause`).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === UNIQUE_VIOLATION) return true;
    current = cause;
  }
  return false;
}
