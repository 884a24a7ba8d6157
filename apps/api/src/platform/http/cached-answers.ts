import { Injectable, Logger } from '@nestjs/common';
import type { SiteId } from '@shop/identity';
import { ConfigService } from '@nestjs/config';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { createHash } from 'node:crypto';
import type { VersionedCache } from '../cache/versioned-cache';
import type { Env } from '../config/env.schema';
import { answerCacheControl } from '../site/site-cache-policy';
import { type JsonBody, type JsonBytes, replyJsonBytes, toJsonBytes } from './json-bytes';

/**
 * The HTTP edge of cacheable public GET answers (catalogue and content): the one place an answer
 * becomes JSON bytes and its encodings, gets its key, its ETag and Cache-Control, and is stored,
 * once, in the owning module's VersionedCache (so a bump of that cache drops it with the rest).
 * Services return plain DTOs and never cache what this keeps.
 *
 * A controller hands its answer over with `reply()`. From then on the onRequest hook sends the
 * stored bytes for the same site, route and query before Nest's pipeline: on a cached listing,
 * Nest's per-request pipeline (handler wrapper, ValidationPipe, exception zone) cost as much as
 * everything else together (docs/perf.md). A request answered once has already passed that
 * pipeline, and validation gives the same verdict for the same route and parsed query.
 *
 * The key is `answer:{site}:{route}:{query}` with the parsed query's parameters sorted, so
 * spellings of one request (parameter order, percent encoding) share an entry. Spellings that
 * validation rewrites (`limit=0006`, a padded search) are answered through Nest and never stored:
 * otherwise every such spelling would add an entry for the price of a hit.
 *
 * Only for answers that depend on nothing but the site, the route and the query: a hit skips
 * guards, pipes and interceptors. An answer that only some callers may have (the staff site's
 * catalogue, for its signed-in members) is handed over with an `admits` check, the guard's verdict
 * as a yes or no: a hit goes only to a caller it admits, anyone else goes on to Nest, whose guard
 * answers the refusal.
 */

/**
 * Whether a caller may be sent a stored answer of a route. Answer `true` synchronously where no
 * look-up is needed (the consumer site), so those hits stay as cheap as without a check.
 */
export type AnswerAdmission = (request: FastifyRequest) => boolean | Promise<boolean>;

interface AnswerRoute {
  cache: VersionedCache;
  admits?: AnswerAdmission;
}

@Injectable()
export class CachedAnswers {
  /** Route pattern (e.g. /api/catalog/products) → the cache its answers live in, and who may have them. */
  private readonly routes = new Map<string, AnswerRoute>();
  private readonly logger = new Logger(CachedAnswers.name);
  private readonly sharedMaxAgeSeconds: number;

  constructor(config: ConfigService<Env, true>) {
    this.sharedMaxAgeSeconds = config.get('CACHE_TTL_SECONDS', { infer: true });
  }

  /**
   * Sends `load`'s answer: serialised and encoded once, stored for the hook (when `validated`, the
   * query DTO as the handler got it, says exactly what the query says), with its ETag and
   * Cache-Control, or a 304 when the client already holds it. What a GET handler returns with
   * `@Res({ passthrough: true })`; declare the DTO with ApiOkResponse so OpenAPI describes it.
   * `admits` must be given when a guard decides who may call the route (see AnswerAdmission).
   */
  async reply<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    validated: object,
    cache: VersionedCache,
    load: () => Promise<T>,
    admits?: AnswerAdmission,
  ): Promise<JsonBody<T> | undefined> {
    const bytes = await this.remember(request, validated, { cache, admits }, load);
    return this.send(request, reply, bytes);
  }

  /** The onRequest hook (configureApp registers it): sends a remembered answer, or moves on. */
  readonly onRequest = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void => {
    const route = request.routeOptions.url;
    const known = request.method === 'GET' && route !== undefined ? this.routes.get(route) : undefined;
    if (!known || route === undefined) return done();
    const answer = () =>
      void this.find(known.cache, answerName(request, route)).then((bytes) => {
        if (!bytes) return done();
        try {
          reply.send(this.send(request, reply, bytes));
        } catch (error) {
          if (!reply.sent) done(error as Error);
        }
      });
    const admitted = known.admits ? known.admits(request) : true;
    if (admitted === true) return answer();
    if (admitted === false) return done();
    // Not admitted, or the check failed: Nest's guard decides and answers.
    void admitted.then(
      (yes) => (yes ? answer() : done()),
      () => done(),
    );
  };

  private async remember<T>(
    request: FastifyRequest,
    validated: object,
    known: AnswerRoute,
    load: () => Promise<T>,
  ): Promise<JsonBytes<T>> {
    const { cache } = known;
    const route = request.routeOptions.url;
    if (request.method !== 'GET' || route === undefined || !saysTheSame(queryOf(request), validated))
      return toJsonBytes(await load());
    // Taken before the load: see VersionedCache.storeAt.
    const key = await cache.keyFor(answerName(request, route));
    const bytes = toJsonBytes(await load());
    await cache.storeAt(key, bytes);
    this.routes.set(route, known);
    return bytes;
  }

  /** Caching headers, then the bytes for the client's encoding, or nothing with a 304. */
  private send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    bytes: JsonBytes<T>,
  ): JsonBody<T> | undefined {
    reply.header('etag', bytes.etag);
    reply.header('cache-control', answerCacheControl(request.siteId, this.sharedMaxAgeSeconds));
    const body = replyJsonBytes(request, reply, bytes);
    if (!matchesEtag(request.headers['if-none-match'], bytes.etag)) return body;
    reply.removeHeader('content-encoding');
    reply.code(304);
    return undefined;
  }

  /** A failing cache read is a miss: the request goes on to Nest, which answers it fully. */
  private async find(cache: VersionedCache, name: string): Promise<JsonBytes<unknown> | undefined> {
    try {
      const bytes = await cache.find<JsonBytes<unknown>>(name);
      return bytes && Buffer.isBuffer(bytes.json) && typeof bytes.etag === 'string' ? bytes : undefined;
    } catch (error) {
      this.logger.warn(`Cached answer lookup failed, answering through Nest: ${(error as Error).message}`);
      return undefined;
    }
  }
}

/** Longer names (many filters, a long search) are hashed to keep keys short. */
const MAX_PLAIN_NAME_LENGTH = 200;

function answerName(request: FastifyRequest, route: string): string {
  return answerCacheName(request.siteId, route, queryOf(request));
}

/**
 * The one key format of cached answers, within the owning module's VersionedCache:
 * answer:{site}:{route}:{parsed query, parameters sorted}, e.g. answer:DTC:/api/cms/v1.0/get-header:[].
 */
export function answerCacheName(site: SiteId, route: string, query: Record<string, unknown>): string {
  const parameters = JSON.stringify(
    Object.keys(query)
      .sort()
      .map((key) => [key, query[key]]),
  );
  const name = `${site}:${route}:${parameters}`;
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

/** If-None-Match against our strong ETag: '*', or any listed tag (weak or strong) equal to it. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
