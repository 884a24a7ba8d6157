import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Env } from '../../platform/config/env.schema';
import { RenewalJob } from './renewal-job';

/** The interval when RENEWALS_INTERVAL_SECONDS is unset (outside tests). */
export const DEFAULT_RENEWALS_INTERVAL_SECONDS = 600;

/**
 * Runs the renewal job every RENEWALS_INTERVAL_SECONDS in this process (0: never). Every process
 * of a scaled-out deployment may run it: claims keep them apart. A run still going when the next
 * is due is not doubled; a failed run is logged and the next one tries again.
 */
@Injectable()
export class RenewalScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Renewals');
  private readonly intervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly job: RenewalJob,
    config: ConfigService<Env, true>,
  ) {
    const configured = config.get('RENEWALS_INTERVAL_SECONDS', { infer: true });
    const seconds =
      configured ??
      (config.get('NODE_ENV', { infer: true }) === 'test' ? 0 : DEFAULT_RENEWALS_INTERVAL_SECONDS);
    this.intervalMs = seconds * 1000;
  }

  onApplicationBootstrap(): void {
    if (this.intervalMs === 0) return;
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    // The job never keeps a process alive that is otherwise done.
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.job
      .run()
      .then((counts) => {
        if (counts.renewed + counts.failed + counts.paused + counts.reminded > 0)
          this.logger.log(
            `Renewed ${counts.renewed}, failed ${counts.failed}, paused ${counts.paused}, reminded ${counts.reminded}`,
          );
      })
      .catch((error: unknown) => this.logger.error(`Renewal run failed: ${String(error)}`))
      .finally(() => {
        this.running = undefined;
      });
  }
}
