import { ArgumentsHost, Catch, ExceptionFilter, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StorefrontAssets } from '../http/storefront-assets';
import { AppError } from './app-error';
import { toErrorBody } from './error-body';

/**
 * The last stop for every failure. An unknown non-API path is not an error for a single-page
 * app: it gets the storefront's index.html and the client router decides what to show.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly storefront: StorefrontAssets) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();

    const isUnknownRoute = exception instanceof NotFoundException && !(exception instanceof AppError);
    if (isUnknownRoute && this.storefront.servesFallbackFor(request)) {
      this.storefront.sendIndex(reply);
      return;
    }
    const body = toErrorBody(exception);
    if (body.statusCode >= 500) {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
    }
    reply.status(body.statusCode).send(body);
  }
}
