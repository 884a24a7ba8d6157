import { Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { VersionedCache } from '../cache/versioned-cache';
import { type JsonBytes, replyJsonBytes } from './json-bytes';

/**
 * Cached GET answers sent from a Fastify onRequest hook, before Nest's pipeline.
 *
 * On a cache hit of the listing page, Nest's pipeline (route handler wrapper, the global
 * ValidationPipe transforming and validating the query DTO, exception zone, interceptors) cost
 * about as much as everything else together (docs/perf.md). A URL that was answered once has
 * already passed that pipeline, and validation gives the same verdict for the same URL, so its
 * answer can be kept under the URL and sent straight from the hook next time.
 *
 * A controller opts in per call with `remember()`: the answer is stored in the module's own
 * VersionedCache under `answer:{siteId}:{url}` as well as returned, so a bump of that cache drops
 * these answers with the rest. The route is known to the hook from then on (one entry per route,
 * not per URL). The hook runs after the request logger and the security headers, so a hit is
 * logged and answered with the same headers and bytes as through Nest.
 *
 * Only for public GET answers that depend on nothing but the site and the URL: a hit skips
 * guards, pipes and interceptors.
 */
@Injectable()
export class EarlyAnswers {
  /** Route pattern (e.g. /api/catalog/products) → the cache its remembered answers live in. */
  private readonly routes = new Map<string, VersionedCache>();
  private readonly logger = new Logger(EarlyAnswers.name);

  /**
   * `load`'s answer, also stored for the hook to send for the same site and URL until `cache`
   * is bumped (or the entry expires).
   */
  async remember<T>(
    request: FastifyRequest,
    cache: VersionedCache,
    load: () => Promise<JsonBytes<T>>,
  ): Promise<JsonBytes<T>> {
    const route = request.routeOptions.url;
    if (request.method !== 'GET' || route === undefined) return load();
    // Taken before the load: see VersionedCache.storeAt.
    const key = await cache.keyFor(answerName(request));
    const bytes = await load();
    await cache.storeAt(key, bytes);
    this.routes.set(route, cache);
    return bytes;
  }

  /** The onRequest hook (configureApp registers it): sends a remembered answer, or moves on. */
  readonly onRequest = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void => {
    const route = request.routeOptions.url;
    const cache = request.method === 'GET' && route !== undefined ? this.routes.get(route) : undefined;
    if (!cache) return done();
    void this.find(cache, request).then((bytes) => {
      if (bytes) reply.send(replyJsonBytes(request, reply, bytes));
      else done();
    });
  };

  /** A failing cache read is a miss: the request goes on to Nest, which answers it fully. */
  private async find(
    cache: VersionedCache,
    request: FastifyRequest,
  ): Promise<JsonBytes<unknown> | undefined> {
    try {
      const bytes = await cache.find<JsonBytes<unknown>>(answerName(request));
      return bytes && Buffer.isBuffer(bytes.json) ? bytes : undefined;
    } catch (error) {
      this.logger.warn(`Early answer lookup failed, answering through Nest: ${(error as Error).message}`);
      return undefined;
    }
  }
}

function answerName(request: FastifyRequest): string {
  return `answer:${request.siteId}:${request.url}`;
}
