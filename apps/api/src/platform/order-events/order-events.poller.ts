import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Env } from '../config/env.schema';
import { OrderEventsDispatcher } from './order-events.dispatcher';

/** The poll interval when ORDER_EVENTS_INTERVAL_SECONDS is unset (outside tests). */
export const DEFAULT_ORDER_EVENTS_INTERVAL_SECONDS = 10;

/**
 * Polls the outbox every ORDER_EVENTS_INTERVAL_SECONDS (0: never; after-commit kicks still
 * deliver) for what a kick did not deliver: events of a process that died before delivering
 * them, deliveries whose back-off is over, claims that ran out. Starts with a pass, so what a
 * stopped process left is delivered as soon as another one starts.
 */
@Injectable()
export class OrderEventsPoller implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly intervalMs: number;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dispatcher: OrderEventsDispatcher,
    config: ConfigService<Env, true>,
  ) {
    const configured = config.get('ORDER_EVENTS_INTERVAL_SECONDS', { infer: true });
    const seconds =
      configured ??
      (config.get('NODE_ENV', { infer: true }) === 'test' ? 0 : DEFAULT_ORDER_EVENTS_INTERVAL_SECONDS);
    this.intervalMs = seconds * 1000;
  }

  onApplicationBootstrap(): void {
    if (this.intervalMs === 0) return;
    this.dispatcher.kick();
    this.timer = setInterval(() => this.dispatcher.kick(), this.intervalMs);
    // Polling never keeps a process alive that is otherwise done.
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
