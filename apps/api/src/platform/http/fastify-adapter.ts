import { FastifyAdapter } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Keeps a proxy's request id when it is sane, so one id follows a request across services;
 * otherwise invents one. Request logs and the x-request-id response header carry it.
 */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
}

/** Fastify with the body cap applied before any handler sees the request. */
export function createFastifyAdapter(bodyLimitBytes: number): FastifyAdapter {
  return new FastifyAdapter({
    bodyLimit: bodyLimitBytes,
    trustProxy: true,
    requestIdHeader: false,
    genReqId: requestIdFor,
  });
}
