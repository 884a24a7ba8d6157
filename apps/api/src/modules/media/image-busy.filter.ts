import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { toErrorBody } from '../../platform/errors/error-body';
import { ImageBusyError } from './media-errors';

/**
 * A full transform queue is an expected, temporary refusal: the shared error body plus
 * Retry-After, which the global filter cannot add; and not logged as a failure of ours.
 */
@Catch(ImageBusyError)
export class ImageBusyFilter implements ExceptionFilter {
  catch(error: ImageBusyError, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    reply
      .status(error.getStatus())
      .header('retry-after', String(error.retryAfterSeconds))
      // Busy now says nothing about the URL: no cache in between may keep this answer.
      .header('cache-control', 'no-store')
      .send(toErrorBody(error));
  }
}
