import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../errors/error-body.dto';
import { StaffSiteAccess } from './staff-site-access';

/** Refuses what StaffSiteAccess refuses; lets every consumer-site request through untouched. */
@Injectable()
export class StaffMembersOnlyGuard implements CanActivate {
  constructor(private readonly access: StaffSiteAccess) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.access.require(context.switchToHttp().getRequest<FastifyRequest>());
    return true;
  }
}

/**
 * Marks a public read that the staff site keeps for its signed-in, registered members (the
 * catalogue: SPEC §6). The consumer site answers anyone. A handler that also answers through the
 * HTTP edge's cache passes `StaffSiteAccess.admits` to CachedAnswers.reply, so a stored answer is
 * never sent to someone this guard would refuse. The session is not declared as a security scheme:
 * on the consumer site the call takes none.
 */
export function StaffMembersOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(StaffMembersOnlyGuard),
    ApiUnauthorizedResponse({
      type: ErrorBodyDto,
      description: 'SIGNED_OUT: on the staff site, without a live staff session',
    }),
    ApiForbiddenResponse({
      type: ErrorBodyDto,
      description:
        'STAFF_NOT_REGISTERED (staff site, registration not finished); CSRF_REFUSED (a cookie-only POST without the X-Shop-Client header, or from another origin)',
    }),
  );
}
