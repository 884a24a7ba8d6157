import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { isStaffSite } from '@shop/identity';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../errors/app-error';
import { SessionAuthenticator } from './session-authenticator';
import { isRegisteredStaff } from './staff-registration';

export interface SignedInOptions {
  /**
   * Let staff in before they have registered (account group and preferred ship-to): the calls
   * registration itself needs, session refresh and sign-out.
   */
  allowUnregistered?: boolean;
}

export const SIGNED_IN_OPTIONS = Symbol('signedInOptions');

/**
 * Lets a request through only with a live session of this site (401 SIGNED_OUT otherwise), a
 * cookie-only write only with its CSRF proof (403 CSRF_REFUSED), and on the staff site only a
 * registered staff member unless the handler allows otherwise (403 STAFF_NOT_REGISTERED). Runs
 * before validation, so a caller without a session learns nothing about the body a call expects.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly authenticator: SessionAuthenticator,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const { session } = await this.authenticator.require(request);
    const options = this.reflector.get<SignedInOptions | undefined>(SIGNED_IN_OPTIONS, context.getHandler());
    const { caller } = session;
    if (
      isStaffSite(caller.site) &&
      caller.kind === 'staff' &&
      !options?.allowUnregistered &&
      // The session's look-up brought the customers row's fields: no second query.
      !isRegisteredStaff(session)
    )
      throw new ForbiddenError(
        'STAFF_NOT_REGISTERED',
        'Finish your registration (account group and preferred ship-to) to do this',
      );
    return true;
  }
}
