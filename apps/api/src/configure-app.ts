import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { ValidationPipe } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { validationErrorFactory } from './platform/errors/validation-error.factory';
import { CachedAnswers } from './platform/http/cached-answers';
import { REQUEST_ID_HEADER } from './platform/http/fastify-adapter';
import { staticSecurityHeaders, type HelmetOptions } from './platform/http/security-headers';
import { HASHED_ASSET_PREFIX, IMMUTABLE_CACHE, StorefrontAssets } from './platform/http/storefront-assets';
import { mountOpenApi } from './platform/openapi/openapi';
import { SiteResolver } from './platform/site/site-resolver';

export const API_PREFIX = 'api';

/** Security headers for every answer (API and storefront). */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

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
  const sites = app.get(SiteResolver);
  // Security headers: helmet's, worked out once at start-up (platform/http/security-headers.ts).
  const securityHeaders = staticSecurityHeaders(HELMET_OPTIONS);
  // One callback-style hook: an async hook costs a promise and a microtask per request for nothing.
  fastify.addHook('onRequest', (request, reply, done) => {
    request.siteId = sites.resolve(request.headers.host);
    reply.headers(securityHeaders);
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // Cached GET answers, sent before Nest's pipeline; after the hook above for its headers.
  fastify.addHook('onRequest', app.get(CachedAnswers).onRequest);
  await app.register(compress, { threshold: 1024 });

  const storefront = app.get(StorefrontAssets);
  if (storefront.available) {
    await app.register(fastifyStatic, {
      root: storefront.root,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(storefront.root + HASHED_ASSET_PREFIX.slice(0, -1));
        reply.header('cache-control', hashed ? IMMUTABLE_CACHE : 'no-cache');
      },
    });
  }

  mountOpenApi(app);
  return app;
}
