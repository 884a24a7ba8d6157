import rateLimit from '@fastify/rate-limit';
import { HttpStatus } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors/app-error';
import { toErrorBody } from '../errors/error-body';
import {
  RATE_LIMIT_TIERS,
  RATE_LIMIT_WINDOW_MS,
  type RateLimits,
  type RateLimitTier,
} from '../config/rate-limit-tiers';

/** The Fastify route config key a route's tier is kept under. */
const TIER_CONFIG_KEY = 'rateLimitTier';

/** Puts a route in a stricter rate-limit tier than 'default' (see RATE_LIMIT_TIERS). */
export function RateLimitTier(tier: Exclude<RateLimitTier, 'default'>): MethodDecorator {
  return RouteConfig({ [TIER_CONFIG_KEY]: tier });
}

export interface RateLimitOptions {
  limits: RateLimits;
  /** Counters live here when set, so every API process counts together; in memory otherwise. */
  redis: Redis | null;
  namespace: string;
}

/**
 * Counts requests per client address and tier with @fastify/rate-limit's stores (a Lua script in
 * Redis, an LRU in memory) and refuses the excess with 429, Retry-After and the shared error body.
 * One onRequest hook, added where configureApp calls this: after the security headers, before
 * cached answers, so a cached answer is counted like any other. The client address is request.ip,
 * which honours X-Forwarded-For only for TRUST_PROXY_HOPS proxies. A failing Redis lets requests
 * through (skipOnError): a limiter is protection, not a dependency.
 */
export async function installRateLimits(fastify: FastifyInstance, options: RateLimitOptions): Promise<void> {
  await fastify.register(rateLimit, {
    global: false,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    skipOnError: true,
    ...(options.redis ? { redis: options.redis, nameSpace: `${options.namespace}:rate-limit:` } : {}),
  });
  const limiters = Object.fromEntries(
    RATE_LIMIT_TIERS.map((tier) => [
      tier,
      fastify.createRateLimit({
        max: options.limits[tier],
        timeWindow: RATE_LIMIT_WINDOW_MS,
        keyGenerator: (request: FastifyRequest) => `${tier}:${request.ip}`,
      }),
    ]),
  ) as Record<RateLimitTier, ReturnType<FastifyInstance['createRateLimit']>>;

  fastify.addHook(
    'onRequest',
    (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const config = request.routeOptions.config as { [TIER_CONFIG_KEY]?: RateLimitTier } | undefined;
      const tier = config?.[TIER_CONFIG_KEY] ?? 'default';
      limiters[tier](request).then(
        (verdict) => {
          if (verdict.isAllowed || !verdict.isExceeded) return done();
          reply
            .code(HttpStatus.TOO_MANY_REQUESTS)
            .header('retry-after', String(verdict.ttlInSeconds))
            .header('x-ratelimit-limit', String(verdict.max))
            .header('x-ratelimit-remaining', '0')
            .send(
              toErrorBody(
                new AppError(
                  HttpStatus.TOO_MANY_REQUESTS,
                  'RATE_LIMITED',
                  `Too many requests: at most ${verdict.max} a minute for this kind of request. Try again in ${verdict.ttlInSeconds} s.`,
                ),
              ),
            );
        },
        (error: Error) => done(error),
      );
    },
  );
}
