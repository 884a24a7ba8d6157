import { Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { createHash } from 'node:crypto';
import type { VersionedCache } from '../cache/versioned-cache';
import { type JsonBody, type JsonBytes, replyJsonBytes } from './json-bytes';

/**
 * Cached GET answers sent from a Fastify onRequest hook, before Nest's pipeline.
 *
 * On a cache hit of the listing page, Nest's pipeline (route handler wrapper, the global
 * ValidationPipe transforming and validating the query DTO, exception zone, interceptors) cost
 * about as much as everything else together (docs/perf.md). A request that was answered once has
 * already passed that pipeline, and validation gives the same verdict for the same route and
 * parsed query, so its answer can be kept under them and sent straight from the hook next time.
 *
 * A controller opts in per call with `remember()`: the answer is stored in the module's own
 * VersionedCache under `answer:{siteId}:{route}:{query}` as well as returned, so a bump of that
 * cache drops these answers with the rest. The route is known to the hook from then on (one entry
 * per route). The hook runs after the request logger and the security headers, so a hit is
 * logged and answered with the same headers and bytes as through Nest.
 *
 * The query in the key is the parsed one, so spellings of one request (parameter order, percent
 * encoding, empty `&&`) share an entry. Spellings that validation rewrites (`limit=0006`, a padded
 * search) are answered through Nest and never stored: otherwise every such spelling would add an
 * entry for the price of a cache hit, and the cache could be filled at will.
 *
 * Only for public GET answers that depend on nothing but the site, the route and the query: a hit
 * skips guards, pipes and interceptors.
 */
@Injectable()
export class EarlyAnswers {
  /** Route pattern (e.g. /api/catalog/products) → the cache its remembered answers live in. */
  private readonly routes = new Map<string, VersionedCache>();
  private readonly logger = new Logger(EarlyAnswers.name);

  /**
   * `load`'s answer; also stored for the hook to send for the same site, route and query until
   * `cache` is bumped (or the entry expires), when `validated` (the query DTO as the handler got
   * it) says exactly what the query says.
   */
  async remember<T>(
    request: FastifyRequest,
    validated: object,
    cache: VersionedCache,
    load: () => Promise<JsonBytes<T>>,
  ): Promise<JsonBytes<T>> {
    const route = request.routeOptions.url;
    if (request.method !== 'GET' || route === undefined || !saysTheSame(queryOf(request), validated))
      return load();
    // Taken before the load: see VersionedCache.storeAt.
    const key = await cache.keyFor(answerName(request, route));
    const bytes = await load();
    await cache.storeAt(key, bytes);
    this.routes.set(route, cache);
    return bytes;
  }

  /**
   * remember(), then the bytes for the client's encoding (replyJsonBytes): what a GET handler
   * returns with `@Res({ passthrough: true })` and its DTO declared in ApiOkResponse.
   */
  async reply<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    validated: object,
    cache: VersionedCache,
    load: () => Promise<JsonBytes<T>>,
  ): Promise<JsonBody<T>> {
    return replyJsonBytes(request, reply, await this.remember(request, validated, cache, load));
  }

  /** The onRequest hook (configureApp registers it): sends a remembered answer, or moves on. */
  readonly onRequest = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void => {
    const route = request.routeOptions.url;
    const cache = request.method === 'GET' && route !== undefined ? this.routes.get(route) : undefined;
    if (!cache || route === undefined) return done();
    void this.find(cache, answerName(request, route)).then((bytes) => {
      if (!bytes) return done();
      try {
        reply.send(replyJsonBytes(request, reply, bytes));
      } catch (error) {
        if (!reply.sent) done(error as Error);
      }
    });
  };

  /** A failing cache read is a miss: the request goes on to Nest, which answers it fully. */
  private async find(cache: VersionedCache, name: string): Promise<JsonBytes<unknown> | undefined> {
    try {
      const bytes = await cache.find<JsonBytes<unknown>>(name);
      return bytes && Buffer.isBuffer(bytes.json) ? bytes : undefined;
    } catch (error) {
      this.logger.warn(`Early answer lookup failed, answering through Nest: ${(error as Error).message}`);
      return undefined;
    }
  }
}

/** Longer names (many filters, a long search) are hashed to keep keys short. */
const MAX_PLAIN_NAME_LENGTH = 200;

function answerName(request: FastifyRequest, route: string): string {
  const query = queryOf(request);
  const parameters = JSON.stringify(
    Object.keys(query)
      .sort()
      .map((key) => [key, query[key]]),
  );
  const name = `${request.siteId}:${route}:${parameters}`;
  return `answer:${name.length <= MAX_PLAIN_NAME_LENGTH ? name : createHash('sha256').update(name).digest('base64url')}`;
}

function queryOf(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>;
}

/**
 * Whether every parameter of the query reads exactly as validation left it: a number written as
 * the number is written, a text untrimmed, a single value or a list as given.
 */
function saysTheSame(query: Record<string, unknown>, validated: object): boolean {
  const values = validated as Record<string, unknown>;
  return Object.keys(query).every((key) => textOf(query[key]) === textOf(values[key]));
}

function textOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return JSON.stringify((Array.isArray(value) ? value : [value]).map(String));
}
