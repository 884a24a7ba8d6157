import { openDatabase, type DatabaseConnection } from '../../src/platform/database/database-connection';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface MigratedDatabase {
  readonly connection: DatabaseConnection;
  readonly database: TestDatabase;
  close(): Promise<void>;
}

/**
 * A fresh, migrated, empty database without an app around it (PGlite in memory, or a new
 * database on TEST_DATABASE_URL with TEST_DB_ENGINE=postgres), for tests of one service's SQL.
 */
export async function openMigratedDatabase(): Promise<MigratedDatabase> {
  const database = await createTestDatabase();
  const connection = await openDatabase({
    url: database.overrides.DATABASE_URL || undefined,
    dataDir: database.overrides.DATA_DIR ?? 'memory://',
    poolMax: 10,
    connectTimeoutMs: 5000,
    statementTimeoutMs: 15000,
  });
  await connection.migrate();
  return {
    connection,
    database,
    close: async () => {
      await connection.close();
      await database.dispose();
    },
  };
}
