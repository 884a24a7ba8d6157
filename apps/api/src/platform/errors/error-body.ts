import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorBodyDto } from './error-body.dto';

const STATUS_CODES: Partial<Record<number, string>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** Fastify's body parser reports bad JSON as a 400 whose message names JSON. */
const JSON_PARSE_FAILURE = /JSON/;

/**
 * Maps anything thrown (our AppError, Nest's HttpException, Fastify's parser errors that Nest
 * wraps in an HttpException, bugs) to the shared error body. Unknown failures never leak their
 * message to the client.
 */
export function toErrorBody(error: unknown): ErrorBodyDto {
  if (!(error instanceof HttpException)) {
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side',
    };
  }
  const status = error.getStatus();
  const response = error.getResponse();
  if (typeof response === 'object' && response !== null && 'code' in response) {
    return response as ErrorBodyDto;
  }
  const message =
    typeof response === 'string'
      ? response
      : String((response as { message?: unknown }).message ?? error.message);
  if (status === HttpStatus.BAD_REQUEST && JSON_PARSE_FAILURE.test(message)) {
    return { statusCode: status, code: 'INVALID_JSON', message: `Body is not valid JSON: ${message}` };
  }
  return { statusCode: status, code: STATUS_CODES[status] ?? `HTTP_${status}`, message };
}
