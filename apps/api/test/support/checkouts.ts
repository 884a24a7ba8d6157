import { randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import type { SignedInCustomer } from './account-sessions';
import { CONSUMER_HOST } from './site-hosts';
import type { TestApp } from './test-app';

export const GOOD_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000000000000002' };
export const TRANSIENT_CARD = { ...GOOD_CARD, number: '4000000000000119' };

/** A new address in Aurora, CO (served from the Denver warehouse), with the recipient's name. */
export const AURORA_SHIP_TO = {
  firstName: 'Ann',
  lastName: 'Lee',
  address1: '1 Main St',
  city: 'Aurora',
  provinceCode: 'CO',
  zip: '80011',
  phone: '(303) 555-0100',
};

/** A checkout call as a guest of the consumer site, or as a signed-in customer on their site. */
export function checkoutCall(
  t: TestApp,
  who: SignedInCustomer | null,
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Test {
  const request = t.http.post(path).set(headers);
  if (who) return request.set('Host', who.host).set('Authorization', `Bearer ${who.token}`).send(body);
  return request.set('Host', CONSUMER_HOST).send(body);
}

/** The token of a checkout link for a cart; fails the test unless multipass answered one. */
export async function checkoutToken(
  t: TestApp,
  who: SignedInCustomer | null,
  cartId: string,
): Promise<string> {
  const res = await checkoutCall(t, who, '/api/multipass', { cartId, getURL: true });
  if (res.status !== 200) throw new Error(`multipass answered ${res.status}: ${JSON.stringify(res.body)}`);
  const token = new URL(res.body.url as string).searchParams.get('token');
  if (!token) throw new Error(`multipass gave no token: ${res.body.url}`);
  return token;
}

/** place-order with a fresh Idempotency-Key unless one is given. */
export function placeOrder(
  t: TestApp,
  who: SignedInCustomer | null,
  body: object,
  key: string = randomUUID(),
): Test {
  return checkoutCall(t, who, '/api/checkout/place-order', body, { 'Idempotency-Key': key });
}
