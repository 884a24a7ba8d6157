import { ManagementServer } from '../../src/platform/management/management-server';
import type { TestApp } from './test-app';

/** Starts a test app's management server on a free loopback port, as main.ts does; answers its base URL. */
export async function listenManagement(t: TestApp): Promise<string> {
  const { port } = await t.app.get(ManagementServer).listen(0, '127.0.0.1');
  return `http://127.0.0.1:${port}`;
}
