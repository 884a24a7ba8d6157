import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:http';
import type { Env } from '../config/env.schema';
import { ShutdownState } from './shutdown-state';

/** SHUTDOWN_DRAIN_MS when unset: long enough for load balancers probing every few seconds. */
export const DEFAULT_PRODUCTION_DRAIN_MS = 5_000;

/** SHUTDOWN_DRAIN_MS as configured, or its default for NODE_ENV (only production waits). */
export function drainMsOf(env: Pick<Env, 'SHUTDOWN_DRAIN_MS' | 'NODE_ENV'>): number {
  return env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === 'production' ? DEFAULT_PRODUCTION_DRAIN_MS : 0);
}

/**
 * Stopping without losing a request (a rolling deploy). On a signal (SIGTERM), first the drain:
 * for SHUTDOWN_DRAIN_MS readiness answers 503 (load balancers take the process out of rotation)
 * while every request is still served, each answer with `Connection: close` so no client keeps a
 * connection that is about to go. Only then is the listener closed (connections still waiting to
 * be accepted would be reset: by now none come) and requests in flight finish, but never longer
 * than SHUTDOWN_TIMEOUT_MS: then every connection still open is closed, so a slow upload cannot
 * keep an old process alive through a deploy (it held SIGTERM for 50 s before). app.close()
 * without a signal (tests, tools) skips the drain.
 *
 * One provider for both steps: Nest runs one module's shutdown hooks side by side, and the
 * deadline must start after the drain.
 */
@Injectable()
export class GracefulShutdown implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Shutdown');
  private readonly drainMs: number;
  private readonly deadlineMs: number;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly state: ShutdownState,
    config: ConfigService<Env, true>,
  ) {
    this.drainMs = drainMsOf({
      SHUTDOWN_DRAIN_MS: config.get('SHUTDOWN_DRAIN_MS', { infer: true }),
      NODE_ENV: config.get('NODE_ENV', { infer: true }),
    });
    this.deadlineMs = config.get('SHUTDOWN_TIMEOUT_MS', { infer: true });
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    if (signal) await this.drain(signal);
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server) return;
    this.timer = setTimeout(() => {
      this.logger.warn(`Requests still open after ${this.deadlineMs} ms; closing their connections`);
      server.closeAllConnections();
    }, this.deadlineMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearTimeout(this.timer);
  }

  private async drain(signal: string): Promise<void> {
    this.state.beginDrain();
    if (this.drainMs === 0) return;
    this.logger.log(
      `${signal}: readiness answers 503 for ${this.drainMs} ms while requests are still served`,
    );
    await new Promise((resolve) => setTimeout(resolve, this.drainMs));
  }
}
