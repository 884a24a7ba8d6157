import { randomUUID } from 'node:crypto';
import { CustomersService, SessionService } from '../../src/modules/identity';
import type { TestApp } from './test-app';

import { CONSUMER_HOST, STAFF_HOST } from './site-hosts';

/** A signed-in customer as the tests drive them: their token, public id and the site's host. */
export interface SignedInCustomer {
  token: string;
  /** 'gid://shop/Customer/{uuid}' */
  publicId: string;
  /** The row id. */
  customerId: string;
  host: string;
  email: string;
  sessionId: string;
}

/** Signs a new consumer up (and in) through the real create-customer-token endpoint. */
export async function signUpConsumer(t: TestApp, name = 'shopper'): Promise<SignedInCustomer> {
  const email = `${name}-${randomUUID().slice(0, 8)}@example.com`;
  const res = await t.http
    .post('/api/ecom/v1.0/create-customer-token')
    .set('Host', CONSUMER_HOST)
    .send({ email, first_name: 'Ann', last_name: 'Lee', key: 'correct horse battery staple 42' });
  if (res.status !== 200) throw new Error(`Sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const body = res.body as { sessionToken: string; customer: { id: string } };
  const session = await t.app.get(SessionService).resolve(body.sessionToken);
  if (!session) throw new Error('Sign-up gave a token that does not resolve');
  return {
    sessionId: session.caller.sessionId,
    token: body.sessionToken,
    publicId: body.customer.id,
    customerId: body.customer.id.replace('gid://shop/Customer/', ''),
    host: CONSUMER_HOST,
    email,
  };
}

/** A staff member's clinic fields, as joining a clinic writes them on the customers row. */
export interface StaffClinicFields {
  shipTo?: string;
  soldTo?: string;
  clinicZip?: string;
}

/**
 * A staff member on the staff site, made through the Identity module's exported services (single
 * sign-on is the only way in otherwise; support/staff-sign-in.ts drives that flow). `registered`
 * (the default) gives them an account group and a ship-to (SPEC §3: both make a staff member
 * registered); `idToken` is what the provider's sign-in would have left on the session.
 */
export async function signInStaff(
  t: TestApp,
  options: {
    registered?: boolean;
    sapAccountGroup?: string;
    clinic?: StaffClinicFields;
    idToken?: string;
  } = {},
): Promise<SignedInCustomer> {
  const email = `staff-${randomUUID().slice(0, 8)}@clinic.example`;
  const registered = options.registered ?? true;
  const customer = await t.app.get(CustomersService).createStaff({
    email,
    firstName: 'Sam',
    lastName: 'Vet',
    oidcSubject: `sub-${randomUUID()}`,
    roleCode: 'VET',
    graduationYear: 2015,
    currentSchoolName: 'Colorado State University',
    sapAccountGroup: options.sapAccountGroup ?? (registered ? 'Z001' : null),
    ...(options.clinic ?? (registered ? { shipTo: '0001234567' } : {})),
  });
  const session = await t.app
    .get(SessionService)
    .start(customer.id, 'HPSF', options.idToken ? { idToken: options.idToken } : {});
  return {
    sessionId: session.sessionId,
    token: session.token,
    publicId: customer.publicId,
    customerId: customer.id,
    host: STAFF_HOST,
    email,
  };
}

/** POST as a signed-in customer: their site's host and their token as a Bearer header. */
export function postAs(t: TestApp, who: SignedInCustomer, path: string, body: object = {}) {
  return t.http.post(path).set('Host', who.host).set('Authorization', `Bearer ${who.token}`).send(body);
}
