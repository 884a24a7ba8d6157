import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger, Optional } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Metrics } from '../metrics/metrics';
import { toErrorBody } from './error-body';
import { DependencyOutages, ServiceUnavailableError } from './service-unavailable.error';
import { TooManyRequestsError } from './too-many-requests.error';

/**
 * The last stop for every failure: the shared error body, and a log line with the stack for our
 * own failures (5xx) only. A dependency outage (the database away) is a 503 SERVICE_UNAVAILABLE
 * with Retry-After instead, logged once per outage by whoever tracks it, never per request. Page
 * paths never get here: the storefront's catch-all route answers them (src/storefront).
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(
    @Optional() private readonly outages?: DependencyOutages,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const outage = exception instanceof HttpException ? undefined : this.outages?.recognise(exception);
    const failure = outage ?? exception;
    const body = toErrorBody(failure);
    if (body.statusCode >= 500 && !outage) {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
    }
    this.metrics?.countError(body.code, body.statusCode);
    if (failure instanceof TooManyRequestsError || failure instanceof ServiceUnavailableError)
      reply.header('retry-after', String(Math.max(1, Math.ceil(failure.retryAfterSeconds))));
    reply.status(body.statusCode).send(body);
  }
}
