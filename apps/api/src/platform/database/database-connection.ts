import { PGlite } from '@electric-sql/pglite';
import { Logger } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Pool } from 'pg';
import type { Database } from './database.types';

export type DatabaseEngine = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** A postgres:// URL; when absent the embedded PGlite engine is used. */
  url?: string;
  /** PGlite's data folder, or 'memory://' for a throw-away database. */
  dataDir: string;
  poolMax: number;
}

/** An open database: the Drizzle handle plus what the platform needs to manage it. */
export interface DatabaseConnection {
  readonly engine: DatabaseEngine;
  readonly db: Database;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

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

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  return options.url ? openPostgres(options.url, options.poolMax) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseConnection> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? dataDir : resolve(dataDir));
  const db = drizzlePglite(client) as unknown as Database;
  return {
    engine: 'pglite',
    db,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolMax: number): Promise<DatabaseConnection> {
  const pool = new Pool({ connectionString: url, max: poolMax });
  // An idle connection the server drops (restart, failover, pg_terminate_backend) is reported
  // here; without a listener the pool would rethrow it and take the process down. The pool has
  // already discarded that connection and opens a new one for the next query.
  pool.on('error', (error) => {
    new Logger('Database').warn(`Idle PostgreSQL connection lost: ${error.message}`);
  });
  // Fail fast with the server's own message (wrong password, unknown database...).
  await pool.query('select 1');
  const db = drizzleNodePg(pool) as unknown as Database;
  return {
    engine: 'postgres',
    db,
    migrate: async () => {
      // An advisory lock belongs to a session, so lock, migrate and unlock on one connection.
      const session = await pool.connect();
      const node = drizzleNodePg(session);
      try {
        await node.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
        await migrateNodePg(node, { migrationsFolder: migrationsFolder() });
      } finally {
        await node.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`).catch(() => undefined);
        session.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
