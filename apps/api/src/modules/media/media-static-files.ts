import fastifyStatic from '@fastify/static';
import { HttpException, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { toErrorBody } from '../../platform/errors/error-body';
import { NotFoundError } from '../../platform/errors/app-error';
import { hasImageExtension, isPlainMediaPath } from './media-folder';
import { MEDIA_ROOT } from './media.tokens';

export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';
const ONE_DAY_MS = 86_400_000;

/**
 * Serves the media folder at /media/** (outside the /api prefix: these are file URLs, not API
 * operations, and they need no OpenAPI entry). Registered straight on Fastify, in its own
 * encapsulated scope, rather than as a Nest controller: @fastify/static gives ETag,
 * Last-Modified, 304s, ranges and hardened path handling for free, and the scope's own 404
 * handler keeps a missing image a JSON 404 instead of the storefront's SPA fallback page.
 * Only image files with plain names are served, so nothing else placed in the folder leaks: a
 * dotfile or an encoded name is a 404 before the disk is touched, and every other refusal of an
 * odd path or header is its 4xx with the shared error body, never a 500.
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
        // @fastify/static reports some refusals as plain http-errors, which Nest would answer as
        // a 500; a client's odd path is the client's error and gets the shared body with its 4xx.
        scope.setErrorHandler((error: FastifyError & { status?: number }, _request, reply) => {
          const status = error.statusCode ?? error.status ?? 500;
          if (status < 400 || status >= 500) throw error;
          const message = STATUS_CODES[status] ?? 'Refused';
          reply.status(status).send(toErrorBody(new HttpException(message, status)));
        });
        await scope.register(fastifyStatic, {
          root: this.root,
          prefix: '/',
          decorateReply: false,
          index: false,
          // Plain names (allowedPath) never start with a dot; should one get here, it is a 404.
          dotfiles: 'ignore',
          etag: true,
          lastModified: true,
          cacheControl: true,
          maxAge: ONE_DAY_MS,
          allowedPath: (path) => isPlainMediaPath(path.replace(/^\//, '')) && hasImageExtension(path),
        });
      },
      { prefix: '/media' },
    );
  }
}
