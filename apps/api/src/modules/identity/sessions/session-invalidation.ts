import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { Env } from '../../../platform/config/env.schema';
import { REDIS } from '../../../platform/redis/redis.module';

/** What stopped being true about cached sessions: one session ended, or all of a customer's changed. */
export type SessionChange = { sessionId: string } | { customerId: string } | { everything: true };

/**
 * Tells every API process that sessions it may hold in its look-up cache changed: this process
 * at once, the others through a Redis channel (in CACHE_NAMESPACE) when REDIS_URL is set. A
 * process that was cut off from Redis cannot know what it missed, so when its subscription comes
 * back it drops everything it holds. Publishing never fails a request: without Redis, the cache's
 * short lifetime bounds what another process can miss.
 */
@Injectable()
export class SessionInvalidation implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(SessionInvalidation.name);
  private readonly channel: string;
  /** Our own messages come back on the channel; this tells them apart. */
  private readonly origin = randomUUID();
  private readonly listeners: Array<(change: SessionChange) => void> = [];
  private subscriber: Redis | null = null;
  private subscribedOnce = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    config: ConfigService<Env, true>,
  ) {
    this.channel = `${config.get('CACHE_NAMESPACE', { infer: true })}:sessions:changed`;
  }

  listen(listener: (change: SessionChange) => void): void {
    this.listeners.push(listener);
  }

  async announce(change: SessionChange): Promise<void> {
    this.deliver(change);
    if (!this.redis) return;
    try {
      await this.redis.publish(this.channel, JSON.stringify({ origin: this.origin, change }));
    } catch (error) {
      this.logger.warn(`Could not tell other processes about a session change: ${(error as Error).message}`);
    }
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    subscriber.on('error', () => undefined); // the shared connection already reports outages
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.received(message);
    });
    subscriber.on('ready', () => {
      subscriber.subscribe(this.channel).then(
        () => {
          if (this.subscribedOnce) this.deliver({ everything: true });
          this.subscribedOnce = true;
        },
        (error: Error) => this.logger.warn(`Could not subscribe to session changes: ${error.message}`),
      );
    });
    try {
      await subscriber.connect();
    } catch {
      // Reconnects in the background; 'ready' subscribes then.
    }
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
  }

  private received(message: string): void {
    try {
      const { origin, change } = JSON.parse(message) as { origin: string; change: SessionChange };
      if (origin !== this.origin) this.deliver(change);
    } catch {
      this.logger.warn('Ignored a malformed session-change message');
    }
  }

  private deliver(change: SessionChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
