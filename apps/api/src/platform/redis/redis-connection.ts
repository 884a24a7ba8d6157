import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { redactedUrl } from '../config/redacted-url';

export interface RedisConnectionOptions {
  url: string;
  /** Longest a command may take before it fails (and the caller reads through instead). */
  commandTimeoutMs: number;
}

/** How long start-up waits for Redis before going on without it (degraded, reconnecting). */
const STARTUP_WAIT_MS = 2_000;

/**
 * One ioredis connection for the cache and the rate limiter, set to fail fast: no offline queue
 * (a command while disconnected fails at once instead of waiting for the reconnect), one attempt
 * per command, a command timeout, and reconnection in the background with a capped back-off. A
 * Redis outage therefore costs each request a failed command, never a hang, and the connection
 * comes back on its own when Redis does.
 */
export async function openRedis(options: RedisConnectionOptions): Promise<Redis> {
  const logger = new Logger('Redis');
  const redis = new Redis(options.url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: options.commandTimeoutMs,
    connectTimeout: STARTUP_WAIT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Without a listener ioredis reports every failed reconnect as an unhandled error event.
  let lastError = '';
  redis.on('error', (error: Error) => {
    if (error.message !== lastError) logger.warn(`Redis connection problem: ${error.message}`);
    lastError = error.message;
  });
  redis.on('ready', () => {
    lastError = '';
  });
  try {
    await redis.connect();
  } catch (error) {
    logger.warn(
      `Redis at ${redactedUrl(options.url)} is not reachable yet (${(error as Error).message}); starting without it`,
    );
  }
  return redis;
}
