import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  /** App overrides that point the app at this database. */
  readonly overrides: Record<string, string>;
  readonly engine: 'pglite' | 'postgres';
  dispose(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server at TEST_DATABASE_URL when the suite runs with TEST_DB_ENGINE=postgres
 * (or the test asks for PostgreSQL: several apps sharing one database).
 */
export async function createTestDatabase(
  engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite',
): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (engine !== 'postgres') {
    return {
      engine: 'pglite',
      overrides: { DATA_DIR: 'memory://', DATABASE_URL: '' },
      dispose: async () => undefined,
    };
  }
  if (!serverUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    engine: 'postgres',
    // The scale-out configuration: PostgreSQL plus, when one is given, a shared Redis cache
    // (a namespace per test file keeps files from reading each other's entries).
    overrides: {
      DATABASE_URL: url.toString(),
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL, CACHE_NAMESPACE: name } : {}),
    },
    dispose: async () => {
      await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
