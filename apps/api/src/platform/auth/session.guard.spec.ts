import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { SiteId } from '@shop/identity';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../errors/app-error';
import type { CallerKind } from './caller';
import type { ResolvedSession } from './resolved-session';
import type { SessionAuthenticator } from './session-authenticator';
import { SessionGuard, SIGNED_IN_OPTIONS, type SignedInOptions } from './session.guard';

interface Case {
  site?: SiteId;
  kind?: CallerKind;
  sapAccountGroup?: string | null;
  shipTo?: string | null;
  options?: SignedInOptions;
}

/** The guard over a session whose customers row has the given fields, for a handler with `options`. */
async function decide({
  site = 'HPSF',
  kind = 'staff',
  sapAccountGroup = null,
  shipTo = null,
  options = {},
}: Case): Promise<'allowed' | string> {
  const session: ResolvedSession = {
    caller: { customerId: 'c', publicId: 'gid://shop/Customer/c', site, kind, sessionId: 's' },
    expiresAt: new Date(),
    absoluteExpiresAt: new Date(),
    sapAccountGroup,
    shipTo,
  };
  const authenticator = { require: async () => ({ session, source: 'bearer' }) };
  const handler = () => undefined;
  Reflect.defineMetadata(SIGNED_IN_OPTIONS, options, handler);
  const context = {
    switchToHttp: () => ({ getRequest: () => ({}) as FastifyRequest }),
    getHandler: () => handler,
  } as unknown as ExecutionContext;
  const guard = new SessionGuard(authenticator as unknown as SessionAuthenticator, new Reflector());
  try {
    return (await guard.canActivate(context)) ? 'allowed' : 'refused';
  } catch (error) {
    if (error instanceof ForbiddenError) return error.code;
    throw error;
  }
}

describe('SessionGuard: staff registration is read from the customers row (SPEC §3, §6)', () => {
  it('lets a staff member with an account group and a ship-to through', async () => {
    expect(await decide({ sapAccountGroup: 'Z001', shipTo: '0001234567' })).toBe('allowed');
  });

  it.each([
    ['no account group', null, '0001234567'],
    ['no ship-to', 'Z001', null],
    ['neither', null, null],
    ['a blank ship-to', 'Z001', '  '],
    ['a blank account group', '', '0001234567'],
  ])('refuses a staff member with %s: 403 STAFF_NOT_REGISTERED', async (_case, sapAccountGroup, shipTo) => {
    expect(await decide({ sapAccountGroup, shipTo })).toBe('STAFF_NOT_REGISTERED');
  });

  it('lets an unregistered member reach the calls registration needs (allowUnregistered)', async () => {
    expect(await decide({ options: { allowUnregistered: true } })).toBe('allowed');
  });

  it('asks nothing of consumers, on either site', async () => {
    expect(await decide({ site: 'DTC', kind: 'consumer' })).toBe('allowed');
    expect(await decide({ site: 'HPSF', kind: 'consumer' })).toBe('allowed');
  });
});
