import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type RequestListener,
  type Server,
} from 'node:http';
import type { Socket } from 'node:net';
import type { Env } from '../config/env.schema';
import { AppError } from '../errors/app-error';
import { toErrorBody } from '../errors/error-body';
import { connectionsPerClientOf, limitConnectionsPerClient } from './connections-per-client';
import { SECURITY_HEADERS } from './security-policy';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An idle keep-alive connection is closed after this long (browsers reconnect at no cost). */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** The headers of a request must arrive within this long, and within the request timeout. */
const MAX_HEADERS_TIMEOUT_MS = 10_000;

/**
 * Keeps a proxy's request id when it is sane, so one id follows a request across services;
 * otherwise invents one. Request logs and the x-request-id response header carry it.
 */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
}

export type ServerLimits = Pick<
  Env,
  | 'BODY_LIMIT_BYTES'
  | 'REQUEST_TIMEOUT_MS'
  | 'MAX_CONNECTIONS'
  | 'MAX_CONNECTIONS_PER_CLIENT'
  | 'TRUST_PROXY_HOPS'
>;

/**
 * Fastify with every request's work bounded before any handler sees it: the body cap, a deadline
 * for the whole request to arrive (a body trickled a byte every few seconds is cut off), a deadline
 * for its headers, idle connections closed, and a cap on open connections so a flood of slow or
 * idle sockets cannot take every file descriptor, with a share per client address so one client
 * cannot take them all (health and metrics are on the management port, out of this server's reach:
 * platform/management). X-Forwarded-For is believed only for
 * TRUST_PROXY_HOPS proxies in front (0: the socket's address is the client's). A buffering reverse
 * proxy in front is still the production set-up (README).
 */
export function createFastifyAdapter(limits: ServerLimits): FastifyAdapter {
  const requestTimeout = limits.REQUEST_TIMEOUT_MS;
  return new FastifyAdapter({
    bodyLimit: limits.BODY_LIMIT_BYTES,
    trustProxy: limits.TRUST_PROXY_HOPS > 0 ? limits.TRUST_PROXY_HOPS : false,
    requestIdHeader: false,
    genReqId: requestIdFor,
    // Fastify leaves a server made by serverFactory as it is: every limit is set here.
    serverFactory: (handler: RequestListener): Server => {
      const server = createServer(
        {
          requestTimeout,
          headersTimeout: Math.min(requestTimeout, MAX_HEADERS_TIMEOUT_MS),
          keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
          // How often Node checks those two deadlines; its default (30 s) would let them run late.
          connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(requestTimeout / 4))),
        },
        handler,
      );
      // A socket with no bytes in either direction for this long is closed.
      server.setTimeout(requestTimeout);
      server.maxConnections = limits.MAX_CONNECTIONS;
      limitConnectionsPerClient(server, connectionsPerClientOf(limits));
      return server;
    },
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: answerClientError,
  });
}

/** Node's parser errors (before any request object exists) and what to answer them with. */
const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: 'The request line and headers are larger than 16 KB',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request did not arrive in time',
  },
};
const MALFORMED = { status: 400, code: 'MALFORMED_REQUEST', message: 'The request is not valid HTTP' };

/**
 * Requests Node's HTTP parser refuses (headers over 16 KB, a target that is not a path, a request
 * that did not arrive in time): the shared error body and security headers, written on the socket
 * since there is no request to reply through, then the connection is closed.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const refusal = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify(toErrorBody(new AppError(refusal.status, refusal.code, refusal.message)));
  const headers = Object.entries(SECURITY_HEADERS)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n` +
      `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
      `connection: close\r\n${headers}\r\n${body}`,
  );
}

/**
 * Requests Fastify's router refuses before any hook runs (a malformed percent-encoding in the
 * path, FST_ERR_BAD_URL): the shared error body and the same security headers as every answer.
 */
function sendFrameworkError(
  error: Error & { code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const body = toErrorBody(
    new AppError(400, 'BAD_URL', `The address is not valid: ${error.message.replace(/^'.*' is /, 'it is ')}`),
  );
  reply
    .headers(SECURITY_HEADERS)
    .header(REQUEST_ID_HEADER, request.id)
    .code(400)
    .type('application/json; charset=utf-8')
    .send(body);
}
