import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ApiNotFoundResponse } from '@nestjs/swagger';
import { isStaffSite } from '@shop/identity';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { NotFoundError } from '../../platform/errors/app-error';

/**
 * Staff single sign-on and the clinic calls exist on the staff site only: on the consumer site
 * they answer 404 STAFF_SITE_ONLY, before any session is looked at.
 */
@Injectable()
export class StaffSiteOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const { siteId } = context.switchToHttp().getRequest<FastifyRequest>();
    if (!isStaffSite(siteId))
      throw new NotFoundError('STAFF_SITE_ONLY', 'Staff sign-in and clinic calls are on the staff site only');
    return true;
  }
}

/** On a controller: every handler is staff-site only (it runs before handler guards such as @SignedIn). */
export function StaffSiteOnly(): ClassDecorator {
  return applyDecorators(
    UseGuards(StaffSiteOnlyGuard),
    ApiNotFoundResponse({ type: ErrorBodyDto, description: 'STAFF_SITE_ONLY: called on the consumer site' }),
  );
}
