import compress from '@fastify/compress';
import { ValidationPipe } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { validationErrorFactory } from './platform/errors/validation-error.factory';
import { CachedAnswers } from './platform/http/cached-answers';
import { REQUEST_ID_HEADER } from './platform/http/fastify-adapter';
import { guardedFormParser, guardedJsonParser, guardParameters } from './platform/http/request-guards';
import { staffSignInPaths } from './platform/config/staff-sign-in-settings';
import { ShutdownState } from './platform/http/shutdown-state';
import { Metrics } from './platform/metrics/metrics';
import { installRequestMetrics } from './platform/metrics/request-metrics';
import { securityHeadersFor } from './platform/http/security-policy';
import { mountOpenApi } from './platform/openapi/openapi';
import { installRateLimits } from './platform/rate-limit/rate-limiting';
import { REDIS } from './platform/redis/redis.module';
import { SiteResolver } from './platform/site/site-resolver';
import type { Env } from './platform/config/env.schema';

export const API_PREFIX = 'api';

/**
 * Everything main.ts, the API tests and the OpenAPI writer share, so tests exercise the app
 * exactly as it is served.
 */
export async function configureApp(app: NestFastifyApplication): Promise<NestFastifyApplication> {
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix(API_PREFIX);
  app.enableShutdownHooks();
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: validationErrorFactory,
    }),
  );

  const fastify = app.getHttpAdapter().getInstance();
  const config = app.get(ConfigService<Env, true>);
  const sites = app.get(SiteResolver);
  const shutdown = app.get(ShutdownState);
  // JSON bodies: Fastify's parser behind a depth limit and a NUL check (platform/http/request-guards.ts).
  app.useBodyParser(
    'application/json',
    { bodyLimit: config.get('BODY_LIMIT_BYTES', { infer: true }) },
    guardedJsonParser(fastify),
  );
  // Forms only where OpenID Connect posts one: the provider's back-channel logout (415 elsewhere).
  app.useBodyParser(
    'application/x-www-form-urlencoded',
    { bodyLimit: config.get('BODY_LIMIT_BYTES', { infer: true }) },
    guardedFormParser(
      new Set([staffSignInPaths(config.get('IDENTITY_KIND', { infer: true })).backchannelLogout]),
    ),
  );
  // Security headers: helmet's, worked out once at start-up (platform/http/security-policy.ts).
  // One callback-style hook: an async hook costs a promise and a microtask per request for nothing.
  const securityHeaders = securityHeadersFor({
    googleTags: config.get('GTM_CONTAINER_ID', { infer: true }) !== undefined,
    videoPlayerOrigin: new URL(config.get('VIDEO_PLAYER_BASE_URL', { infer: true })).origin,
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    request.siteId = sites.resolve(request.headers.host);
    // Content codings are case-insensitive (RFC 9110); the decompressor compares them as written.
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined) request.headers['content-encoding'] = encoding.trim().toLowerCase();
    reply.headers(securityHeaders);
    reply.header(REQUEST_ID_HEADER, request.id);
    // Stopping (SIGTERM): served as usual, but no client keeps a connection that is about to close.
    if (shutdown.draining) reply.header('connection', 'close');
    done();
  });
  installRequestMetrics(fastify, app.get(Metrics));
  // Then the rate limits, so a cached answer is counted like any other request...
  if (config.get('RATE_LIMIT_ENABLED', { infer: true })) {
    await installRateLimits(fastify, {
      limits: config.get('RATE_LIMITS', { infer: true }),
      redis: app.get(REDIS),
      namespace: config.get('CACHE_NAMESPACE', { infer: true }),
    });
  }
  // ...then cached GET answers, sent before Nest's pipeline.
  fastify.addHook('onRequest', app.get(CachedAnswers).onRequest);
  fastify.addHook('preValidation', guardParameters);
  // Also decompresses request bodies; an unknown Content-Encoding (415) or a body that does not
  // decompress (400) gets the shared error body (platform/errors/error-body.ts).
  await app.register(compress, { threshold: 1024 });

  mountOpenApi(app);
  return app;
}
