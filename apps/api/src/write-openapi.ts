import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createApp } from './create-app';
import { buildOpenApiDocument } from './platform/openapi/openapi';

/**
 * Writes the OpenAPI document without listening on a port: `node write-openapi.js <file>`.
 * Runs on a throw-away in-memory database so it needs no set-up.
 */
async function writeOpenApi(target: string): Promise<void> {
  const app = await createApp({
    DATA_DIR: 'memory://',
    DATABASE_URL: '',
    REDIS_URL: '',
    SEED: 'false',
    LOG_LEVEL: 'warn',
    STOREFRONT_DIR: resolve('tmp/no-storefront'),
  });
  await app.init();
  const document = buildOpenApiDocument(app);
  await app.close();
  mkdirSync(dirname(resolve(target)), { recursive: true });
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`OpenAPI document written to ${target}`);
}

const target = process.argv[2];
if (!target) {
  console.error('usage: node write-openapi.js <output.json>');
  process.exit(2);
}
writeOpenApi(target).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
