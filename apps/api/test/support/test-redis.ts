import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/** The Redis of the Redis run of the API tests (`api:test-redis`), which every *.redis.spec.ts needs. */
export function requiredRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('The Redis run of the API tests needs TEST_REDIS_URL');
  return url;
}

/** A proxy in front of that Redis, so a test can make it vanish or hang for its own app only. */
export function proxyToTestRedis(): Promise<TcpProxy> {
  const redis = new URL(requiredRedisUrl());
  return startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
}
