import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiSecurity, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../errors/error-body.dto';
import { SESSION_AUTH } from '../openapi/openapi';
import { SessionGuard, SIGNED_IN_OPTIONS, type SignedInOptions } from './session.guard';

/**
 * Marks a handler as needing a signed-in customer of the request's site (SessionGuard), with its
 * contract in OpenAPI. The token may come in the body (`sessionToken`; declare it in the body DTO,
 * e.g. by extending SessionTokenBodyDto), as `Authorization: Bearer`, or as the `sessionToken`
 * cookie; a cookie-only write also needs the `X-Shop-Client: storefront` header. Read the caller
 * with @CurrentCaller().
 */
export function SignedIn(options: SignedInOptions = {}): MethodDecorator {
  return applyDecorators(
    SetMetadata(SIGNED_IN_OPTIONS, options),
    UseGuards(SessionGuard),
    ApiSecurity(SESSION_AUTH),
    ApiUnauthorizedResponse({
      type: ErrorBodyDto,
      description: "SIGNED_OUT: no session, or an expired, revoked or other site's one",
    }),
    ApiForbiddenResponse({
      type: ErrorBodyDto,
      description: options.allowUnregistered
        ? 'CSRF_REFUSED: a cookie-only write without the X-Shop-Client header, or from another origin'
        : 'CSRF_REFUSED (a cookie-only write without the X-Shop-Client header, or from another origin); STAFF_NOT_REGISTERED (staff site, registration not finished)',
    }),
  );
}
