import { HttpException, HttpStatus } from '@nestjs/common';
import { types } from 'node:util';
import type { ErrorBodyDto } from './error-body.dto';

const STATUS_CODES: Partial<Record<number, string>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  411: 'LENGTH_REQUIRED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
};

/**
 * Stable codes for what Fastify and its plugins refuse before a handler runs. They throw plain
 * errors with a 4xx `statusCode` and a message about the request; the codes here are ours, so
 * clients never depend on a framework's error names.
 */
const FRAMEWORK_CODES: Partial<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_CONTENT_LENGTH',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_CP_ERR_INVALID_CONTENT_ENCODING: 'UNSUPPORTED_CONTENT_ENCODING',
  FST_CP_ERR_INVALID_CONTENT: 'INVALID_CONTENT_ENCODING',
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
    const refused = clientErrorOf(error);
    if (refused) return refused;
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

/**
 * A framework error that refuses the request itself (a 4xx statusCode: bad JSON, an unknown
 * Content-Encoding, a body that cannot be decompressed, a wrong Content-Type...), or null for
 * anything else, which stays a 500 that never shows its message.
 */
function clientErrorOf(error: unknown): ErrorBodyDto | null {
  // isNativeError also knows errors made in another realm (zlib's, a test runner's sandbox).
  if (!(error instanceof Error) && !types.isNativeError(error)) return null;
  const { statusCode, code } = error as Error & { statusCode?: unknown; code?: unknown };
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode > 499) return null;
  const known = typeof code === 'string' ? FRAMEWORK_CODES[code] : undefined;
  return {
    statusCode,
    code: known ?? STATUS_CODES[statusCode] ?? `HTTP_${statusCode}`,
    message: error.message,
  };
}
