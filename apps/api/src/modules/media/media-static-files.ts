import fastifyStatic from '@fastify/static';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { toErrorBody } from '../../platform/errors/error-body';
import { NotFoundError } from '../../platform/errors/app-error';
import { hasImageExtension } from './media-folder';
import { MEDIA_ROOT } from './media.tokens';

export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';
const ONE_DAY_MS = 86_400_000;

/**
 * Serves the media folder at /media/** (outside the /api prefix: these are file URLs, not API
 * operations, and they need no OpenAPI entry). Registered straight on Fastify, in its own
 * encapsulated scope, rather than as a Nest controller: @fastify/static gives ETag,
 * Last-Modified, 304s, ranges and hardened path handling for free, and the scope's own 404
 * handler keeps a missing image a JSON 404 instead of the storefront's SPA fallback page.
 * Only image files are served, so nothing else placed in the folder leaks.
 */
@Injectable()
export class MediaStaticFiles implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(MEDIA_ROOT) private readonly root: string,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    // Queued, not awaited: awaiting would boot Fastify's plugin queue now, building Nest's routes
    // before Nest installs its error handler, so body-parser errors would skip the shared shape.
    void fastify.register(
      async (scope) => {
        scope.setNotFoundHandler((request, reply) => {
          const path = request.url.split('?')[0];
          reply
            .status(404)
            .send(toErrorBody(new NotFoundError('MEDIA_NOT_FOUND', `No media file at ${path}`)));
        });
        await scope.register(fastifyStatic, {
          root: this.root,
          prefix: '/',
          decorateReply: false,
          index: false,
          dotfiles: 'deny',
          etag: true,
          lastModified: true,
          cacheControl: true,
          maxAge: ONE_DAY_MS,
          allowedPath: (path) => hasImageExtension(path),
        });
      },
      { prefix: '/media' },
    );
  }
}
