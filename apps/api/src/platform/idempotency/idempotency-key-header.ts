import { applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiConflictResponse, ApiHeader, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../errors/app-error';
import { ErrorBodyDto } from '../errors/error-body.dto';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** 1 to 255 printable ASCII characters (what the big providers accept; a UUID is a good choice). */
const KEY = /^[\x20-\x7e]{1,255}$/;

/**
 * The Idempotency-Key header of a request, checked: 400 IDEMPOTENCY_KEY_REQUIRED when a required
 * key is missing, 400 INVALID_IDEMPOTENCY_KEY when it is empty, longer than 255 characters, or
 * holds anything but printable ASCII. Undefined when optional and absent.
 */
export function readIdempotencyKey(
  headers: Record<string, string | string[] | undefined>,
  options: { required: boolean },
): string | undefined {
  const value = headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) {
    if (!options.required) return undefined;
    throw new BadRequestError(
      'IDEMPOTENCY_KEY_REQUIRED',
      `Send an ${IDEMPOTENCY_KEY_HEADER} header (e.g. a new UUID per order) so a retried request is not run twice`,
    );
  }
  if (typeof value !== 'string' || !KEY.test(value)) {
    throw new BadRequestError(
      'INVALID_IDEMPOTENCY_KEY',
      `${IDEMPOTENCY_KEY_HEADER} must be one value of 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters`,
    );
  }
  return value;
}

/** A handler's checked Idempotency-Key (required unless `{ required: false }`). */
export const IdempotencyKey = createParamDecorator(
  (options: { required: boolean } | undefined, ctx: ExecutionContext): string | undefined =>
    readIdempotencyKey(
      ctx.switchToHttp().getRequest<FastifyRequest>().headers,
      options ?? { required: true },
    ),
);

/** The OpenAPI contract of a call that takes an Idempotency-Key: the header and its refusals. */
export function ApiIdempotencyKey(options: { required: boolean } = { required: true }): MethodDecorator {
  return applyDecorators(
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: options.required,
      description:
        'A key of your choosing (1-255 printable ASCII characters, e.g. a UUID) that makes a retry safe: the same request with the same key gets the first answer again',
      schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH },
    }),
    ApiConflictResponse({
      type: ErrorBodyDto,
      description: 'IDEMPOTENCY_IN_PROGRESS: the first request with this key is still running',
    }),
    ApiUnprocessableEntityResponse({
      type: ErrorBodyDto,
      description: 'IDEMPOTENCY_KEY_REUSED: this key was used with a different request',
    }),
  );
}
