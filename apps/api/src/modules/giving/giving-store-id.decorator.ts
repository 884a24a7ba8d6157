import { applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiNotFoundResponse } from '@nestjs/swagger';
import { normalizeStoreId } from '@shop/giving';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { invalidStoreId } from './giving-errors';

/** The most of a store id header read: a GUID in braces is 38 characters; anything far longer is not one. */
const MAX_STORE_ID_HEADER = 100;

/** The store id of a header, normalised (SPEC §5), or 400 INVALID_STORE_ID 'Invalid StoreId'. */
export function storeIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string' || value.length > MAX_STORE_ID_HEADER) throw invalidStoreId();
  try {
    return normalizeStoreId(value);
  } catch {
    throw invalidStoreId();
  }
}

/** The request's x-store-id header, normalised; 400 'Invalid StoreId' when missing or malformed. */
export const GivingStoreId = createParamDecorator((_data: unknown, ctx: ExecutionContext): string =>
  storeIdOf(ctx.switchToHttp().getRequest<FastifyRequest>().headers['x-store-id']),
);

/** The clickstream's store-id header (SPEC §7 POST /events), normalised the same way. */
export const ClickstreamStoreId = createParamDecorator((_data: unknown, ctx: ExecutionContext): string =>
  storeIdOf(ctx.switchToHttp().getRequest<FastifyRequest>().headers['store-id']),
);

/** A provider call's contract in OpenAPI: the store header and what a bad or unknown one answers. */
export function GivingStoreCall(header: 'x-store-id' | 'store-id' = 'x-store-id'): MethodDecorator {
  return applyDecorators(
    ApiHeader({
      name: header,
      required: true,
      description:
        "The giving store's id: 32 hex characters; spaces, dashes, braces and parentheses are ignored (a GUID is fine)",
    }),
    ApiBadRequestResponse({
      type: ErrorBodyDto,
      description: "INVALID_STORE_ID ('Invalid StoreId'); VALIDATION_FAILED",
    }),
    ApiNotFoundResponse({
      type: ErrorBodyDto,
      description: 'GIVING_STORE_NOT_FOUND, and the call’s own not-found codes',
    }),
  );
}
