import type { Response } from 'supertest';
import type { TestApp } from './test-app';

export const TOKEN_URL = '/api/ecom/v1.0/create-customer-token';
export const REFRESH_URL = '/api/ecom/v1.0/refresh-session-token';
export const LOGOUT_URL = '/api/ecom/v1.0/logout';
export const FORGOT_URL = '/api/ecom/v1.0/forgot-password';
export const RESET_URL = '/api/ecom/v1.0/reset-password';
export const CRYPTO_URL = '/api/crypto';

let counter = 0;
/** An address no other test of the run uses. */
export function uniqueEmail(label = 'shopper'): string {
  counter += 1;
  return `${label}-${process.pid}-${counter}@example.com`;
}

export interface SignedUp {
  email: string;
  password: string;
  token: string;
  customerId: string;
  response: Response;
}

let lastAddress = 0;
/**
 * A client address no other test of the run uses (send it as X-Forwarded-For to an app with
 * TRUST_PROXY_HOPS=1), so per-address throttles of one test do not reach the next.
 */
export function uniqueClientAddress(): string {
  lastAddress += 1;
  return `198.51.${Math.floor(lastAddress / 250) % 250}.${(lastAddress % 250) + 1}`;
}

/** A new consumer account on the consumer site, signed in. */
export async function signUp(
  t: TestApp,
  options: { email?: string; password?: string; headers?: Record<string, string> } = {},
): Promise<SignedUp> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'kibble and biscuits';
  const response = await t.http
    .post(TOKEN_URL)
    .set(options.headers ?? {})
    .send({ email, first_name: 'Ada', last_name: 'Lovelace', key: password });
  if (response.status !== 200)
    throw new Error(`sign-up answered ${response.status}: ${JSON.stringify(response.body)}`);
  return {
    email,
    password,
    token: response.body.sessionToken,
    customerId: String(response.body.customer.id).replace('gid://shop/Customer/', ''),
    response,
  };
}

/** The Set-Cookie line of one cookie, or undefined. */
export function setCookie(response: Response, name: string): string | undefined {
  const header = response.headers['set-cookie'] as unknown as string[] | string | undefined;
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return lines.find((line) => line.startsWith(`${name}=`));
}

/** The Set-Cookie line of a cookie the answer must have set. */
export function requireCookie(response: Response, name: string): string {
  const line = setCookie(response, name);
  if (line === undefined) throw new Error(`no Set-Cookie for ${name}`);
  return line;
}
