import { RequestMethod } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { stdSerializers } from 'pino';
import type { Env } from '../config/env.schema';

/**
 * What a request log line says about the request. It reads the raw request directly
 * (`wrapSerializers: false`): pino-http's default wrapper first builds pino's full request object
 * (every header, query, params, remote address) for each request, only for this serializer to
 * keep four fields of it. pino-http binds the request to a child logger as each request starts,
 * so this runs per request even when the level filters the lines out.
 */
export function serializeRequest(req: IncomingMessage & { id?: string | number; originalUrl?: string }) {
  return { id: req.id, method: req.method, url: req.originalUrl ?? req.url, host: req.headers?.host };
}

/**
 * Only our own failures are errors. A 4xx is the client's mistake and a request the client gave up
 * on is not ours either: both are logged at info, so a burst of bad requests cannot bury a real
 * error under thousands of error lines. So is a 503: a deliberate 'try again' with Retry-After (a
 * dependency away, readiness while draining), whose cause is logged once where it is tracked (a
 * database outage when it begins and ends), not once per request; metrics count them by code.
 */
export function requestLogLevel(_req: IncomingMessage, res: ServerResponse): 'info' | 'error' {
  return res.statusCode >= 500 && res.statusCode !== 503 ? 'error' : 'info';
}

export function serializeResponse(res: ServerResponse) {
  return { statusCode: res.statusCode };
}

/**
 * Structured JSON request logs (pino). Each line carries the request id Fastify assigned
 * (see requestIdFor), which is also echoed in the x-request-id response header.
 */
export const AppLoggingModule = LoggerModule.forRootAsync({
  inject: [ConfigService],
  useFactory: (config: ConfigService<Env, true>) => ({
    // nestjs-pino's default route is '*', which Nest 11 (path-to-regexp 8) only accepts after
    // auto-converting it with a warning at every start; this is the same route, named.
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      level: config.get('LOG_LEVEL', { infer: true }),
      // No `redact` for req.headers.authorization / cookie / res set-cookie: every object logged
      // under req or res goes through the serializers below, which emit no headers at all, so
      // those paths can never exist; redaction would only cost a pass per request (pino applies
      // it to each request's child-logger bindings). logging.module.spec.ts pins this down.
      wrapSerializers: false,
      serializers: { req: serializeRequest, res: serializeResponse, err: stdSerializers.err },
      customLogLevel: requestLogLevel,
    },
  }),
});
