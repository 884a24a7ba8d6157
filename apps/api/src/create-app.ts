import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { configureApp } from './configure-app';
import { validateEnv } from './platform/config/env.schema';
import { createFastifyAdapter } from './platform/http/fastify-adapter';

/**
 * Builds a configured, not yet listening app. The environment is validated first so a bad
 * variable stops start-up with its name before anything else happens.
 */
export async function createApp(overrides: Record<string, string> = {}): Promise<NestFastifyApplication> {
  const env = validateEnv({ ...process.env, ...overrides });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(env),
    createFastifyAdapter(env),
    { bufferLogs: true, abortOnError: false },
  );
  return configureApp(app);
}
