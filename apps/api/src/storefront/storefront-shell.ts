import fastifyStatic from '@fastify/static';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../platform/errors/app-error';
import { toErrorBody } from '../platform/errors/error-body';
import { IMMUTABLE_CACHE } from '../platform/http/cache-headers';
import { FirstViewBuilder } from './first-view/first-view';
import { PageVerdicts } from './page-verdicts';
import { BUILDS_PREFIX, HASHED_ASSET_PREFIX, StorefrontAssets } from './storefront-assets';

/**
 * Serves the built storefront: its static files (hashed assets for a year; everything else, the
 * latest-build manifest included, revalidated on every use), and for every other GET or HEAD outside /api
 * the app shell, after the server-side redirect lookup and, on the staff site, the sign-in
 * redirects, with 200 or 404 as the page deserves (PageVerdicts) and a page's first view
 * (FirstViewBuilder). Registered straight on Fastify as the catch-all route, so the API's own routes,
 * the static files and /media (more specific) always win. A missing asset is a JSON 404, never the
 * shell. Without a storefront build nothing is registered and non-API paths are JSON 404s.
 */
@Injectable()
export class StorefrontShell implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly assets: StorefrontAssets,
    private readonly verdicts: PageVerdicts,
    private readonly firstView: FirstViewBuilder,
  ) {}

  onModuleInit(): void {
    if (!this.assets.available) return;
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const root = this.assets.root;
    // Queued, not awaited (see MediaStaticFiles): Nest installs its error handler first.
    void fastify.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(root + HASHED_ASSET_PREFIX.slice(0, -1));
        reply.header('cache-control', hashed ? IMMUTABLE_CACHE : 'no-cache');
      },
    });
    fastify.get('*', (request, reply) => this.page(request, reply));
  }

  /** Answers with `reply` itself: an async handler that sends must return it (Fastify drops a streamed body otherwise). */
  private async page(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const path = request.url.split('?')[0];
    if (isApiOrAssetPath(path)) {
      const message = isBuildFile(path) ? `No asset at ${path}` : `Cannot GET ${path}`;
      return reply.status(404).send(toErrorBody(new NotFoundError('NOT_FOUND', message)));
    }
    const verdict = await this.verdicts.verdict(request);
    if ('redirect' in verdict) {
      const { location, status, personal } = verdict.redirect;
      // A sign-in redirect depends on the visitor's cookie: no cache may keep it for the next one.
      return reply
        .header('cache-control', personal ? 'private, no-store' : 'no-cache')
        .redirect(location, status);
    }
    // A HEAD gets no body; a page that shows nothing keeps its 404 with the not-found page drawn.
    if (request.method !== 'GET') return this.assets.sendShell(reply, verdict.status);
    const firstView = await this.firstView.build(request, this.assets, { notFound: verdict.status === 404 });
    return this.assets.sendShell(reply, verdict.status, firstView);
  }
}

/** The build's own files: hashed assets, and the build records open tabs poll. */
function isBuildFile(path: string): boolean {
  return path.startsWith(HASHED_ASSET_PREFIX) || path.startsWith(BUILDS_PREFIX);
}

/**
 * Paths that are never pages: the API (whatever the case or the encoding of its slash, so an odd
 * spelling of an API call gets a JSON 404, not the app shell), the hashed assets and the build
 * records (a tab polling a build that has no manifest must get a 404, not a page).
 */
function isApiOrAssetPath(path: string): boolean {
  if (isBuildFile(path)) return true;
  const lower = path.toLowerCase();
  return (
    lower === '/api' || lower.startsWith('/api/') || lower.startsWith('/api%2f') || lower.startsWith('//')
  );
}
