import { Injectable } from '@nestjs/common';
import { isStaffSite } from '@shop/identity';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../errors/app-error';
import type { ResolvedSession } from './resolved-session';
import { SessionAuthenticator } from './session-authenticator';
import { isRegisteredStaff } from './staff-registration';

/** What a request may see of the staff site: everything, only what is exempt from sign-in, or registration. */
export type StaffSiteAccessVerdict = 'allowed' | 'signed-out' | 'unregistered';

/**
 * Who may read what the staff site keeps for its members (SPEC §6: a staff member must be signed
 * in and registered to go beyond home and exempt pages): the catalogue's answers, and the page
 * shell of any page that is not exempt. The consumer site is open to anyone and is answered
 * without looking at the request, so its cached paths pay nothing for this.
 */
@Injectable()
export class StaffSiteAccess {
  constructor(private readonly authenticator: SessionAuthenticator) {}

  /**
   * The verdict for a page load or a cached answer: never throws (a cookie-only write without its
   * CSRF proof counts as signed out here; the guard refuses it properly).
   */
  async verdict(request: FastifyRequest): Promise<StaffSiteAccessVerdict> {
    if (!isStaffSite(request.siteId)) return 'allowed';
    const found = await this.authenticator.optional(request);
    if (!found) return 'signed-out';
    return isRegistered(found.session) ? 'allowed' : 'unregistered';
  }

  /**
   * For the HTTP edge's cached answers: true at once on the consumer site (no promise, no work),
   * else whether the caller is a registered member. A false sends the request on to Nest, whose
   * guard answers the refusal.
   */
  readonly admits = (request: FastifyRequest): boolean | Promise<boolean> =>
    !isStaffSite(request.siteId) || this.verdict(request).then((verdict) => verdict === 'allowed');

  /**
   * The guard's form: on the staff site, 401 SIGNED_OUT without a live session of this site, 403
   * CSRF_REFUSED for an unproven cookie-only write, 403 STAFF_NOT_REGISTERED before registration.
   */
  async require(request: FastifyRequest): Promise<void> {
    if (!isStaffSite(request.siteId)) return;
    const { session } = await this.authenticator.require(request);
    if (!isRegistered(session)) throw staffNotRegistered();
  }
}

/** Only staff need registering; any other kind of customer signed in here is who they are. */
function isRegistered(session: ResolvedSession): boolean {
  return session.caller.kind !== 'staff' || isRegisteredStaff(session);
}

export function staffNotRegistered(): ForbiddenError {
  return new ForbiddenError(
    'STAFF_NOT_REGISTERED',
    'Finish your registration (account group and preferred ship-to) to do this',
  );
}
