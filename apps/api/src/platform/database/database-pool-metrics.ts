import { Inject, Injectable } from '@nestjs/common';
import { Metrics } from '../metrics/metrics';
import { DATABASE_CONNECTION, type DatabaseConnection } from './database-connection';

/**
 * The PostgreSQL pool as Prometheus sees it, read at each scrape: connections open, idle and the
 * queries waiting for one (an exhausted pool shows as waiting > 0 long before requests time out).
 * With PGlite there is no pool and these stay 0.
 */
@Injectable()
export class DatabasePoolMetrics {
  constructor(@Inject(DATABASE_CONNECTION) connection: DatabaseConnection, metrics: Metrics) {
    const read = (pick: (stats: NonNullable<ReturnType<DatabaseConnection['poolStats']>>) => number) =>
      function collect(this: { set(value: number): void }) {
        const stats = connection.poolStats();
        if (stats) this.set(pick(stats));
      };
    metrics.gauge({
      name: 'database_pool_connections',
      help: 'PostgreSQL connections this process holds open',
      collect: read((s) => s.total),
    });
    metrics.gauge({
      name: 'database_pool_idle_connections',
      help: 'Open PostgreSQL connections not in use',
      collect: read((s) => s.idle),
    });
    metrics.gauge({
      name: 'database_pool_waiting_queries',
      help: 'Queries waiting for a PostgreSQL connection (the pool is exhausted while above 0)',
      collect: read((s) => s.waiting),
    });
    metrics.gauge({
      name: 'database_pool_max_connections',
      help: 'DATABASE_POOL_MAX',
      collect: read((s) => s.max),
    });
  }
}
