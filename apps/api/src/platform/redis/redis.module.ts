import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Redis } from 'ioredis';
import type { Env } from '../config/env.schema';
import { openRedis } from './redis-connection';

/** The shared Redis connection, or null when REDIS_URL is not set (one process, memory only). */
export const REDIS = Symbol('REDIS');

@Injectable()
class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}
  async onApplicationShutdown(): Promise<void> {
    if (this.redis) this.redis.disconnect();
  }
}

/** Opens Redis when REDIS_URL is set; the cache and the rate limiter share the connection. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [ConfigService],
      useFactory: (config: ConfigService<Env, true>): Promise<Redis> | null => {
        const url = config.get('REDIS_URL', { infer: true });
        if (!url) return null;
        return openRedis({ url, commandTimeoutMs: config.get('CACHE_TIMEOUT_MS', { infer: true }) });
      },
    },
    RedisLifecycle,
  ],
  exports: [REDIS],
})
export class RedisModule {}
