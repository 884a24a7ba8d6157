import { PGlite } from '@electric-sql/pglite';
import { Logger } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client, Pool } from 'pg';
import { redactedUrl } from '../config/redacted-url';
import { StartupError } from '../errors/startup-error';
import { lockDataDir } from './data-dir-lock';
import { describeStorageError } from './storage-errors';
import type { Database } from './database.types';

export type DatabaseEngine = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** A postgres:// URL; when absent the embedded PGlite engine is used. */
  url?: string;
  /** PGlite's data folder, or 'memory://' for a throw-away database. */
  dataDir: string;
  poolMax: number;
  /** How long connecting to PostgreSQL (until it is ready for queries) may take. */
  connectTimeoutMs: number;
  /** Longest a statement may run on PostgreSQL before the server cancels it. */
  statementTimeoutMs: number;
}

/** The PostgreSQL pool's connections right now (metrics); PGlite has no pool. */
export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is exhausted while this is above 0. */
  waiting: number;
  max: number;
}

/** An open database: the Drizzle handle plus what the platform needs to manage it. */
export interface DatabaseConnection {
  readonly engine: DatabaseEngine;
  readonly db: Database;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  poolStats(): PoolStats | undefined;
  close(): Promise<void>;
}

/** The open DatabaseConnection, for the platform's own use (modules inject DATABASE). */
export const DATABASE_CONNECTION = Symbol('DATABASE_CONNECTION');

/** Two API processes may start at once against one server; this lock serialises migrations. */
const MIGRATION_LOCK_ID = 7_304_118;

/**
 * The committed SQL migrations sit next to the bundle in a build (copied there by the build)
 * and in apps/api/migrations when running from source (tests, drizzle-kit).
 */
export function migrationsFolder(): string {
  const candidates = [join(__dirname, 'migrations'), resolve(__dirname, '../../../migrations')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`SQL migrations not found; looked in ${candidates.join(', ')}`);
  return found;
}

/** At most one 'idle connection lost' line this often. */
const IDLE_LOSS_LOG_INTERVAL_MS = 10_000;

/** Extra time the client waits past the server's statement timeout before giving up on a query. */
const CLIENT_QUERY_GRACE_MS = 5_000;

/**
 * Opens the database chosen by configuration. A failure is a StartupError that names the setting
 * (DATA_DIR or DATABASE_URL, without its password) and says why in words.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseConnection> {
  if (dataDir.startsWith('memory://'))
    return pgliteConnection(await PGlite.create(dataDir), async () => undefined);
  const folder = resolve(dataDir);
  const failed = (error: unknown) =>
    new StartupError(
      `Cannot open the embedded database in DATA_DIR '${folder}': ${describeStorageError(error)}`,
    );
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw failed(error);
  }
  const release = await lockDataDir(folder).catch((error: unknown) => {
    throw error instanceof StartupError ? error : failed(error);
  });
  try {
    return pgliteConnection(await PGlite.create(folder), release);
  } catch (error) {
    await release().catch(() => undefined);
    throw failed(error);
  }
}

function pgliteConnection(client: PGlite, release: () => Promise<void>): DatabaseConnection {
  return {
    engine: 'pglite',
    db: drizzlePglite(client) as unknown as Database,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('select 1');
    },
    poolStats: () => undefined,
    close: async () => {
      await client.close();
      await release();
    },
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseConnection> {
  // Every connection is bounded: connecting (a server that accepts and never answers used to hang
  // start-up silently), each statement on the server, and each query on the client, so a request
  // never waits on the database without end.
  const pool = new Pool({
    connectionString: url,
    max: options.poolMax,
    connectionTimeoutMillis: options.connectTimeoutMs,
    statement_timeout: options.statementTimeoutMs,
    query_timeout: options.statementTimeoutMs + CLIENT_QUERY_GRACE_MS,
  });
  // An idle connection the server drops (restart, failover, pg_terminate_backend) is reported
  // here; without a listener the pool would rethrow it and take the process down. The pool has
  // already discarded that connection and opens a new one for the next query. A server going
  // down drops every idle connection at once: one line per burst, not one per connection.
  const logger = new Logger('Database');
  let quietUntil = 0;
  let unreported = 0;
  pool.on('error', (error) => {
    const now = Date.now();
    if (now < quietUntil) {
      unreported += 1;
      return;
    }
    quietUntil = now + IDLE_LOSS_LOG_INTERVAL_MS;
    const more = unreported > 0 ? ` (and ${unreported} more since the last such message)` : '';
    unreported = 0;
    logger.warn(`Idle PostgreSQL connection lost: ${error.message}${more}`);
  });
  // A connection checked out of the pool (a transaction between two statements) that the server
  // drops emits 'error' on its client, where the pool listens no more: without a listener of its
  // own that took the process down when PostgreSQL was stopped under load. Its holder learns of
  // it from its next statement (answered 503 as an outage), and the pool discards the client.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  // Fail fast with the server's own message (wrong password, unknown database...).
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new StartupError(
      `Cannot reach the PostgreSQL server at DATABASE_URL '${redactedUrl(url)}': ${(error as Error).message}`,
    );
  }
  const db = drizzleNodePg(pool) as unknown as Database;
  return {
    engine: 'postgres',
    db,
    migrate: async () => {
      // An advisory lock belongs to a session, so lock, migrate and unlock on one connection. It
      // is a connection of its own, without the statement timeouts: waiting for another process's
      // migration and running a long one are both fine here.
      const session = new Client({
        connectionString: url,
        connectionTimeoutMillis: options.connectTimeoutMs,
      });
      await session.connect();
      const node = drizzleNodePg(session);
      try {
        await node.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
        await migrateNodePg(node, { migrationsFolder: migrationsFolder() });
      } finally {
        await node.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`).catch(() => undefined);
        await session.end();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: options.poolMax,
    }),
    close: () => pool.end(),
  };
}
