/**
 * Whether a failure means the database cannot be reached (stopped, restarting, failing over, the
 * network between us gone) rather than a bug or a refused statement. Such a failure is answered 503
 * SERVICE_UNAVAILABLE and counted towards an outage (database-outage.ts), never a 500.
 *
 * What node-postgres and pg-pool report, seen by stopping a real PostgreSQL under load: socket
 * errors with a Node code (connect ECONNREFUSED while it is down), the server's own SQLSTATE on the
 * way down or up (57P01 'terminating connection due to administrator command', 57P03 'the database
 * system is shutting down' / 'is starting up', class 08 connection exceptions, 53300 too many
 * connections), and plain Errors with only a message for a connection that dropped mid-query or
 * never came. Drizzle wraps each in a DrizzleQueryError whose `cause` is the driver's error, so the
 * cause chain is followed.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs of a server going away or not taking connections (class 08 is matched as a class). */
const SERVER_STATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
]);

/** node-postgres and pg-pool's own messages for a connection that is gone or never came. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // 'unexpectedly', '… due to connection timeout'
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectionTimeoutMillis
  /^Query read timeout$/, // query_timeout: the server stopped answering mid-query
  /is not queryable$/, // a client whose connection already failed
  /^Cannot use a pool after calling end on the pool$/, // shutting down
  /^PGlite is closed$/, // the embedded engine, shutting down
];

/** Causes followed at most; a cycle of causes must not loop. */
const MAX_CAUSE_DEPTH = 5;

export function isDatabaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current instanceof Error; depth += 1) {
    const { code, message } = current as Error & { code?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SERVER_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // Node's connect errors to a host with several addresses come as one AggregateError.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnreachable(inner)))
      return true;
    current = current.cause;
  }
  return false;
}
