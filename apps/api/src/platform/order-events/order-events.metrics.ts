import { Injectable, Logger } from '@nestjs/common';
import type { Gauge } from 'prom-client';
import { Metrics } from '../metrics/metrics';
import { OrderEventsRepository } from './order-events.repository';

/**
 * The outbox's lag, read at each scrape: how long the oldest due delivery has waited and how many
 * are waiting (confirmation mails and the other subscribers' work). A lag that grows means a
 * subscriber keeps failing or no process is delivering. A scrape while the database is away keeps
 * the last values rather than failing the whole scrape.
 */
@Injectable()
export class OrderEventsMetrics {
  private readonly logger = new Logger('OrderEvents');
  private lastFailure = '';
  private readonly pending: Gauge;

  constructor(
    private readonly repository: OrderEventsRepository,
    metrics: Metrics,
  ) {
    const read = () => this.backlog();
    const setPending = (count: number) => this.pending.set(count);
    // One query for both gauges: the lag's collect (registered first, so it runs first in a scrape)
    // sets the count too.
    metrics.gauge({
      name: 'order_events_oldest_due_seconds',
      help: 'How long the oldest due order-event delivery has waited (the outbox lag), in seconds',
      async collect() {
        const backlog = await read();
        if (!backlog) return;
        this.set(backlog.oldestDueSeconds);
        setPending(backlog.pending);
      },
    });
    this.pending = metrics.gauge({
      name: 'order_events_pending_deliveries',
      help: 'Order-event deliveries not yet done (due now or backing off after a failure)',
    });
  }

  private async backlog() {
    try {
      const backlog = await this.repository.backlog(new Date());
      this.lastFailure = '';
      return backlog;
    } catch (error) {
      const message = (error as Error).message;
      if (message !== this.lastFailure) {
        this.lastFailure = message;
        this.logger.warn(`Could not read the outbox backlog for metrics: ${message}`);
      }
      return undefined;
    }
  }
}
