/**
 * An API process of its own for tests that kill one (test/support/app-processes.ts forks it): the
 * app built from source as main.ts builds it, listening on a free loopback port, its URL sent to
 * the parent. Settings come from the environment the parent gives it.
 */
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/create-app';

async function main(): Promise<void> {
  const app = await createApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as AddressInfo;
  process.send?.({ url: `http://127.0.0.1:${port}` });
}

main().catch((error: unknown) => {
  process.send?.({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
