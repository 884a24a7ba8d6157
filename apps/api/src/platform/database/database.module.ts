import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Env } from '../config/env.schema';
import { DependencyOutages } from '../errors/service-unavailable.error';
import { DATABASE_CONNECTION, DatabaseConnection, openDatabase } from './database-connection';
import { DatabaseOutage } from './database-outage';
import { DatabasePoolMetrics } from './database-pool-metrics';
import { DATABASE } from './database.types';

/** Closes the pool or the embedded engine when the app shuts down. */
@Injectable()
class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}
  async onApplicationShutdown(): Promise<void> {
    await this.connection.close();
  }
}

/** Health checks ask this; modules use the Drizzle handle (DATABASE) instead. */
@Injectable()
export class DatabaseStatus {
  private readonly logger = new Logger('Health');

  constructor(
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
    private readonly outage: DatabaseOutage,
  ) {}
  get engine() {
    return this.connection.engine;
  }
  /**
   * Pings the database; an unreachable one starts (or continues) an outage, logged once by it, and
   * an answer ends it. Any other failure is logged here.
   */
  async ping(): Promise<void> {
    try {
      await this.connection.ping();
    } catch (error) {
      if (!this.outage.noticeFailure(error))
        this.logger.warn(`Readiness: the database did not answer: ${(error as Error).message}`);
      throw error;
    }
    this.outage.noticeSuccess();
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
      provide: DATABASE_CONNECTION,
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
    { provide: DATABASE, inject: [DATABASE_CONNECTION], useFactory: (c: DatabaseConnection) => c.db },
    DatabaseLifecycle,
    DatabaseOutage,
    DatabasePoolMetrics,
    { provide: DependencyOutages, useExisting: DatabaseOutage },
    DatabaseStatus,
  ],
  exports: [DATABASE, DatabaseStatus, DependencyOutages],
})
export class DatabaseModule {}
