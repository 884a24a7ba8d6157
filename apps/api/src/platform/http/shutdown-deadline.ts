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

/**
 * Shutting down (SIGTERM, app.close()) waits for requests in flight, but never longer than
 * SHUTDOWN_TIMEOUT_MS: then every connection still open is closed, so a slow upload cannot keep an
 * old process alive through a deploy (it held SIGTERM for 50 s before).
 */
@Injectable()
export class ShutdownDeadline implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Shutdown');
  private readonly deadlineMs: number;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    config: ConfigService<Env, true>,
  ) {
    this.deadlineMs = config.get('SHUTDOWN_TIMEOUT_MS', { infer: true });
  }

  beforeApplicationShutdown(): void {
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
}
