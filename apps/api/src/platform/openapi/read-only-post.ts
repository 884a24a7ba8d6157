import { applyDecorators, HttpCode, Post } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

/** The OpenAPI extension that marks a POST which only reads; the client generator makes it a query. */
export const READ_ONLY_EXTENSION = 'x-read-only';

/**
 * A POST that only reads (SPEC §7 sends many reads as POST with a JSON body): answers 200, and is
 * marked in the OpenAPI document so the generated client offers query options for it, as it does
 * for GETs (libs/api-client/openapi-ts.config.mjs reads the mark).
 */
export function ReadOnlyPost(path: string): MethodDecorator {
  return applyDecorators(Post(path), HttpCode(200), ApiExtension(READ_ONLY_EXTENSION, true));
}
