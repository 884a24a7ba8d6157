import { Injectable } from '@nestjs/common';
import { Metrics } from '../../platform/metrics/metrics';
import type { RenewalRunCounts } from './renewal-job';

/**
 * The renewal job as Prometheus sees it: runs by result, how long they took, when one last
 * completed (an alert on its age catches a job that stopped running), and what they did.
 */
@Injectable()
export class RenewalMetrics {
  private readonly runs;
  private readonly duration;
  private readonly lastCompleted;
  private readonly outcomes;

  constructor(metrics: Metrics) {
    this.runs = metrics.counter({
      name: 'renewal_runs_total',
      help: 'Autoship renewal job runs, by result (completed or failed)',
      labelNames: ['result'],
    });
    this.duration = metrics.histogram({
      name: 'renewal_run_duration_seconds',
      help: 'How long a renewal job run took',
      buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900],
    });
    this.lastCompleted = metrics.gauge({
      name: 'renewal_last_completed_timestamp_seconds',
      help: 'When a renewal job run last completed (Unix time)',
    });
    this.outcomes = metrics.counter({
      name: 'renewal_subscriptions_total',
      help: 'Autoships the renewal job handled, by outcome (renewed, failed, paused, reminded)',
      labelNames: ['outcome'],
    });
  }

  async measure(run: () => Promise<RenewalRunCounts>): Promise<RenewalRunCounts> {
    const stop = this.duration.startTimer();
    try {
      const counts = await run();
      this.runs.inc({ result: 'completed' });
      this.lastCompleted.set(Date.now() / 1000);
      for (const outcome of ['renewed', 'failed', 'paused', 'reminded'] as const)
        this.outcomes.inc({ outcome }, counts[outcome]);
      return counts;
    } catch (error) {
      this.runs.inc({ result: 'failed' });
      throw error;
    } finally {
      stop();
    }
  }
}
