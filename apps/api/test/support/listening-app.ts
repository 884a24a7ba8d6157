import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app';

/** Puts a test app on a real loopback port, for tests that need raw sockets; answers the port. */
export async function listenOnLoopback(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.getHttpServer().address() as AddressInfo).port;
}
