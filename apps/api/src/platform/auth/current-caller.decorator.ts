import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Caller } from './caller';
import { signedOut } from './session-authenticator';

/** The signed-in caller of a handler marked @SignedIn(). */
export const CurrentCaller = createParamDecorator((_data: unknown, ctx: ExecutionContext): Caller => {
  const session = ctx.switchToHttp().getRequest<FastifyRequest>().session;
  // Only reachable without @SignedIn() on the handler: refuse rather than act for nobody.
  if (!session) throw signedOut();
  return session.caller;
});
