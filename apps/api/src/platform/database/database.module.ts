import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Env } from '../config/env.schema';
import { DatabaseConnection, openDatabase } from './database-connection';
import { DATABASE } from './database.types';

const CONNECTION = Symbol('DATABASE_CONNECTION');

/** Closes the pool or the embedded engine when the app shuts down. */
@Injectable()
class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(@Inject(CONNECTION) private readonly connection: DatabaseConnection) {}
  async onApplicationShutdown(): Promise<void> {
    await this.connection.close();
  }
}

/** Health checks ask this; modules use the Drizzle handle (DATABASE) instead. */
@Injectable()
export class DatabaseStatus {
  constructor(@Inject(CONNECTION) private readonly connection: DatabaseConnection) {}
  get engine() {
    return this.connection.engine;
  }
  ping(): Promise<void> {
    return this.connection.ping();
  }
}

/**
 * Opens the database chosen by configuration and applies the committed migrations before any
 * module can use it, so every process starts on the current schema.
 */
@Global()
@Module({
  providers: [
    {
      provide: CONNECTION,
      inject: [ConfigService],
      useFactory: async (config: ConfigService<Env, true>) => {
        const connection = await openDatabase({
          url: config.get('DATABASE_URL', { infer: true }),
          dataDir: config.get('DATA_DIR', { infer: true }),
          poolMax: config.get('DATABASE_POOL_MAX', { infer: true }),
          connectTimeoutMs: config.get('DATABASE_CONNECT_TIMEOUT_MS', { infer: true }),
          statementTimeoutMs: config.get('DATABASE_STATEMENT_TIMEOUT_MS', { infer: true }),
        });
        await connection.migrate();
        return connection;
      },
    },
    { provide: DATABASE, inject: [CONNECTION], useFactory: (c: DatabaseConnection) => c.db },
    DatabaseLifecycle,
    DatabaseStatus,
  ],
  exports: [DATABASE, DatabaseStatus],
})
export class DatabaseModule {}
