import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { DependencyOutages, ServiceUnavailableError } from '../errors/service-unavailable.error';
import { Metrics } from '../metrics/metrics';
import { DATABASE_CONNECTION, type DatabaseConnection } from './database-connection';
import { isDatabaseUnreachable } from './database-unreachable';

/** While the database is away, how often it is asked whether it is back. */
export const OUTAGE_PROBE_INTERVAL_MS = 500;

/**
 * The database's availability as requests see it. The first failure that means it cannot be reached
 * (database-unreachable.ts) starts an outage: one warning, then every such failure is answered 503
 * SERVICE_UNAVAILABLE with Retry-After (the error filter asks `recognise`) and only counted. A probe
 * pings it every OUTAGE_PROBE_INTERVAL_MS meanwhile, so the recovery is noticed (and logged once,
 * with how long it lasted and how many requests were refused) even when no request comes. The pool
 * reconnects by itself: no restart is needed.
 */
@Injectable()
export class DatabaseOutage extends DependencyOutages implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private downSince: number | undefined;
  private refusedDuringOutage = 0;
  private probe: NodeJS.Timeout | undefined;
  private probing = false;
  private readonly outages;
  private readonly refused;

  constructor(
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
    metrics: Metrics,
  ) {
    super();
    const isUp = () => this.available;
    metrics.gauge({
      name: 'database_up',
      help: '1 while the database answers, 0 during an outage',
      collect() {
        this.set(isUp() ? 1 : 0);
      },
    });
    this.outages = metrics.counter({ name: 'database_outages_total', help: 'Database outages begun' });
    this.refused = metrics.counter({
      name: 'database_unavailable_answers_total',
      help: 'Requests answered 503 SERVICE_UNAVAILABLE because the database could not be reached',
    });
  }

  get available(): boolean {
    return this.downSince === undefined;
  }

  recognise(error: unknown): ServiceUnavailableError | undefined {
    if (!isDatabaseUnreachable(error)) return undefined;
    this.noticeFailure(error);
    this.refusedDuringOutage += 1;
    this.refused.inc();
    return new ServiceUnavailableError();
  }

  /**
   * A failure seen outside a request (readiness's ping): starts an outage when it is one. Answers
   * whether it was.
   */
  noticeFailure(error: unknown): boolean {
    if (!isDatabaseUnreachable(error)) return false;
    if (this.downSince !== undefined) return true;
    this.downSince = Date.now();
    this.refusedDuringOutage = 0;
    this.outages.inc();
    this.logger.warn(
      `The database cannot be reached (${(error as Error).message}); answering 503 SERVICE_UNAVAILABLE until it answers again`,
    );
    this.probe = setInterval(() => void this.probeOnce(), OUTAGE_PROBE_INTERVAL_MS);
    this.probe.unref();
    return true;
  }

  /** A successful ping seen elsewhere (readiness) ends an outage at once. */
  noticeSuccess(): void {
    if (this.downSince === undefined) return;
    clearInterval(this.probe);
    this.probe = undefined;
    const seconds = ((Date.now() - this.downSince) / 1000).toFixed(1);
    this.logger.log(
      `The database answers again after ${seconds} s; ${this.refusedDuringOutage} requests were answered 503 meanwhile`,
    );
    this.downSince = undefined;
  }

  onApplicationShutdown(): void {
    clearInterval(this.probe);
    this.probe = undefined;
  }

  private async probeOnce(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    try {
      await this.connection.ping();
      this.noticeSuccess();
    } catch {
      // Still away: the outage was logged when it began.
    } finally {
      this.probing = false;
    }
  }
}
