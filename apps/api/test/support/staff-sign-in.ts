import type { TestApp } from './test-app';
import { DEV_STAFF_PASSWORD } from '../../src/dev-identity-provider/dev-staff-accounts';

import { STAFF_HOST } from './site-hosts';

/**
 * A browser's cookie jar, enough for the sign-in flow: name → value, removed by Max-Age=0. Paths
 * are ignored (every cookie goes with every request), which only sends more than a browser would.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair, ...attributes] = line.split(';');
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Path and query of a Location header (absolute or not). */
export function pathOf(location: string): string {
  const url = new URL(location, `http://${STAFF_HOST}`);
  return `${url.pathname}${url.search}`;
}

export interface StaffBrowser {
  jar: CookieJar;
  get(path: string): Promise<{ status: number; location?: string; text: string }>;
  post(
    path: string,
    form: Record<string, string>,
  ): Promise<{ status: number; location?: string; text: string }>;
}

/** A browser on the staff site: sends its cookies, keeps what it is given, follows nothing itself. */
export function staffBrowser(t: TestApp, jar = new CookieJar()): StaffBrowser {
  const answer = (res: { status: number; headers: Record<string, string | string[]>; text: string }) => {
    jar.take(res.headers['set-cookie']);
    return { status: res.status, location: res.headers.location as string | undefined, text: res.text };
  };
  return {
    jar,
    get: async (path) => answer(await t.http.get(path).set('Host', STAFF_HOST).set('Cookie', jar.header())),
    post: async (path, form) =>
      answer(
        await t.http
          .post(path)
          .set('Host', STAFF_HOST)
          .set('Cookie', jar.header())
          .type('form')
          .send(new URLSearchParams(form).toString()),
      ),
  };
}

export interface SignInOutcome {
  browser: StaffBrowser;
  /** Where the shop's callback sent the browser. */
  landing: string;
  /** The shop's session token, when the sign-in made one. */
  sessionToken?: string;
}

/**
 * Signs a development staff account in through the real flow, over HTTP in process: the shop's
 * /login, the provider's authorization and sign-in form, its redirect back to the shop's callback.
 */
export async function signInStaffThroughProvider(
  t: TestApp,
  email: string,
  { password = DEV_STAFF_PASSWORD, returnTo = '/products', browser = staffBrowser(t) } = {},
): Promise<SignInOutcome> {
  const login = await browser.get(`/api/idp/login?returnTo=${encodeURIComponent(returnTo)}`);
  expect(login.status).toBe(302);
  let step = await browser.get(pathOf(login.location ?? ''));
  // The provider's authorization endpoint sends the browser to its sign-in form.
  expect(step.status).toBe(303);
  const formPath = pathOf(step.location ?? '');
  expect(formPath).toMatch(/^\/idp\/interaction\/[\w-]+$/);
  const form = await browser.get(formPath);
  expect(form.status).toBe(200);
  step = await browser.post(`${formPath}/login`, { email, password });
  // Back to the authorization endpoint, then on to the shop's callback (no consent for the shop).
  while (step.status === 303 && !pathOf(step.location ?? '').startsWith('/api/idp/callback')) {
    step = await browser.get(pathOf(step.location ?? ''));
  }
  expect(step.status).toBe(303);
  const callback = await browser.get(pathOf(step.location ?? ''));
  expect(callback.status).toBe(302);
  return { browser, landing: callback.location ?? '', sessionToken: browser.jar.get('sessionToken') };
}
