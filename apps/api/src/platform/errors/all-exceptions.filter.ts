import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { TooManyRequestsError } from './app-error';
import { toErrorBody } from './error-body';

/**
 * The last stop for every failure: the shared error body, and a log line with the stack for our
 * own failures (5xx) only. Page paths never get here: the storefront's catch-all route answers
 * them (src/storefront).
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toErrorBody(exception);
    if (body.statusCode >= 500) {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
    }
    if (exception instanceof TooManyRequestsError)
      reply.header('retry-after', String(Math.max(1, Math.ceil(exception.retryAfterSeconds))));
    reply.status(body.statusCode).send(body);
  }
}
