import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/** Requests no route matched (scanners, typos): one label, so they cannot grow the series without end. */
const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Counts every answer with its latency by method, route pattern (`/api/catalog/products/:handle`,
 * never the path itself, so the number of series stays bounded) and status. One callback-style
 * onResponse hook: it runs after the answer is sent and costs no promise.
 */
export function installRequestMetrics(fastify: FastifyInstance, metrics: Metrics): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
