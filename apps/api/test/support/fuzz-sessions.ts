import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CustomersService, SessionService } from '../../src/modules/identity';
import { PasswordHasher } from '../../src/modules/identity/testing';
import { Clock } from '../../src/platform/clock/clock';

/** Live sessions the fuzz's signed-in requests pick from; enough that the run's logouts leave most. */
const LIVE_SESSIONS = 200;

/**
 * Sessions for the OpenAPI fuzz: a consumer of the consumer site with many live sessions, one
 * revoked and one expired (started under a clock set back past the absolute lifetime).
 */
export async function fuzzSessions(
  app: NestFastifyApplication,
): Promise<{ live: string[]; revoked: string; expired: string }> {
  const customers = app.get(CustomersService);
  const sessions = app.get(SessionService);
  const customer = await customers.createConsumer('DTC', {
    email: 'fuzz-shopper@example.com',
    firstName: 'Fuzz',
    lastName: 'Shopper',
    passwordHash: await app.get(PasswordHasher).hash('fuzz shopper password'),
  });
  if (!customer) throw new Error('the fuzz shopper exists already');
  const live: string[] = [];
  for (let i = 0; i < LIVE_SESSIONS; i += 1) live.push((await sessions.start(customer.id, 'DTC')).token);
  const revoked = await sessions.start(customer.id, 'DTC');
  await sessions.revoke(revoked.sessionId);
  const clock = app.get(Clock);
  const realNow = clock.now.bind(clock);
  clock.now = () => new Date(realNow().getTime() - (sessions.absoluteLifetimeSeconds + 60) * 1000);
  const expired = await sessions.start(customer.id, 'DTC');
  clock.now = realNow;
  return { live, revoked: revoked.token, expired: expired.token };
}
