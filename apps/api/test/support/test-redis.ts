import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import { startTestApp, type TestApp } from './test-app';

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

/**
 * An app whose Redis is that proxy, with a short command timeout, so an outage test can stop or
 * hang Redis under it. Close the app, then stop the proxy.
 */
export async function startAppBehindRedisProxy(label: string): Promise<{ t: TestApp; proxy: TcpProxy }> {
  const proxy = await proxyToTestRedis();
  const t = await startTestApp({
    REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
    CACHE_NAMESPACE: `${label}-${process.pid}-${Date.now()}`,
    CACHE_TIMEOUT_MS: '200',
  });
  return { t, proxy };
}
