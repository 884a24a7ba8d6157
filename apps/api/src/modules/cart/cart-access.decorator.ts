import { applyDecorators, UseGuards } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiSecurity,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { SESSION_AUTH } from '../../platform/openapi/openapi';
import { CartCallerGuard } from './cart-caller.guard';

/**
 * A cart call: open to guests on the consumer site (the session is optional: a customer's cart
 * needs theirs), for registered members on the staff site. Read the caller with @CurrentCartCaller().
 */
export function CartAccess(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(CartCallerGuard),
    ApiSecurity(SESSION_AUTH),
    ApiSecurity({}),
    ApiUnauthorizedResponse({
      type: ErrorBodyDto,
      description:
        'SIGNED_OUT (staff site without a live session); INVALID_CUSTOMER_ACCESS_TOKEN (a buyerIdentity.customerAccessToken that is not a live session of this site and caller)',
    }),
    ApiForbiddenResponse({
      type: ErrorBodyDto,
      description:
        'CSRF_REFUSED (a cookie-only call without the X-Shop-Client header, or from another origin); STAFF_NOT_REGISTERED (staff site)',
    }),
    ApiNotFoundResponse({
      type: ErrorBodyDto,
      description:
        "CART_NOT_FOUND: no such active cart for this caller (unknown, checked out, removed, another customer's or another site's); CART_LINE_NOT_FOUND",
    }),
    ApiUnprocessableEntityResponse({
      type: ErrorBodyDto,
      description:
        'UNKNOWN_VARIANT, VARIANT_UNAVAILABLE, SELLING_PLAN_NOT_OFFERED, CART_LINE_LIMIT (20 lines), DUPLICATE_LINE',
    }),
  );
}
