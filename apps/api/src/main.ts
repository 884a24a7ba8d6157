import 'reflect-metadata';
import { ConfigService } from '@nestjs/config';
import { createApp } from './create-app';
import type { Env } from './platform/config/env.schema';
import { StartupError } from './platform/errors/startup-error';
import { ManagementServer } from './platform/management/management-server';

async function main(): Promise<void> {
  const app = await createApp();
  const config = app.get(ConfigService<Env, true>);
  const port = config.get('PORT', { infer: true });
  // The management port first: a load balancer may probe readiness as soon as the public port opens.
  const management = await app.get(ManagementServer).listen();
  await app.listen({ port, host: config.get('HOST', { infer: true }) });
  const actualPort = new URL(await app.getUrl()).port || String(port);
  for (const [host, site] of config
    .get('SITE_HOSTS', { infer: true })
    .split(',')
    .map((e) => e.split('='))) {
    console.log(`${site.trim()} site: http://${host.trim()}:${actualPort}`);
  }
  console.log(`API docs: http://localhost:${actualPort}/api/docs`);
  console.log(
    `Management (readiness /api/health, liveness /api/health/live, /metrics): http://${management.address}:${management.port}`,
  );
}

main().catch((error: unknown) => {
  // A StartupError's message names the setting and what to do; anything else keeps its stack.
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
