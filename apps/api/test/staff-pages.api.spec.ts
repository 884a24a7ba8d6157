import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SessionService } from '../src/modules/identity';
import { signInStaff, signUpConsumer, type SignedInCustomer } from './support/account-sessions';
import { STAFF_HOST } from './support/site-hosts';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * SPEC §2 'Redirect and login rules', staff-feeding mode, and §6, answered by the server for the
 * first document of a visit: before the shell goes out, a visitor who is not signed in is sent to
 * the single sign-on with the page to come back to, an unregistered member to the registration
 * page; home and the exempt pages are for everyone. The consumer site is unchanged.
 */
describe("the staff site's pages: sign-in first (SPEC §2, §6)", () => {
  let t: TestApp;
  let dir: string;
  let registered: SignedInCustomer;
  let unregistered: SignedInCustomer;
  const indexHtml = '<!doctype html><title>shop</title><div id="root"></div>';
  const ROOT_ELEMENT = '<div id="root">';
  /** The shell as built, with whatever first view the server wrote into it (first-view.api.spec.ts). */
  const expectShell = (text: string) => {
    expect(text.startsWith('<!doctype html><title>shop</title>')).toBe(true);
    expect(text).toContain(ROOT_ELEMENT);
    expect(text.endsWith('</div>')).toBe(true);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storefront-'));
    writeFileSync(join(dir, 'index.html'), indexHtml);
    t = await startTestApp({ STOREFRONT_DIR: dir });
    registered = await signInStaff(t, { registered: true });
    unregistered = await signInStaff(t, { registered: false });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const staffPage = (path: string, who?: SignedInCustomer) => {
    const request = t.http.get(path).set('Host', STAFF_HOST);
    return who ? request.set('Cookie', `sessionToken=${who.token}`) : request;
  };

  describe('a visitor who is not signed in', () => {
    it.each([
      ['/products', '/products'],
      ['/products/dog?brand=pet-nutrition&sort=price', '/products/dog?brand=pet-nutrition&sort=price'],
      ['/account/dashboard', '/account/dashboard'],
      ['/staff-program', '/staff-program'],
      ['/search?search=chicken', '/search?search=chicken'],
      ['/staff/registration', '/staff/registration'],
    ])('opening %s is sent to the single sign-on, to come back to it', async (path, returnTo) => {
      const res = await staffPage(path).expect(302);
      expect(res.headers.location).toBe(`/api/idp/login?returnTo=${encodeURIComponent(returnTo)}`);
      // The answer depends on the visitor's cookie: no cache may give it to the next visitor.
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.text).not.toContain(ROOT_ELEMENT);
    });

    it('learns nothing of which staff pages exist: an unknown page is sent to sign in too, not a 404', async () => {
      const res = await staffPage('/products/no-such-product').expect(302);
      expect(res.headers.location).toBe('/api/idp/login?returnTo=%2Fproducts%2Fno-such-product');
    });

    it.each(['/', '/faq', '/faq/', '/terms-and-conditions', '/maintenance', '/password-protect'])(
      'may open %s (exempt from sign-in) and gets the shell',
      async (path) => {
        const res = await staffPage(path).expect(200);
        expectShell(res.text);
      },
    );

    it('HEAD is redirected like GET', async () => {
      const res = await t.http.head('/products').set('Host', STAFF_HOST).expect(302);
      expect(res.headers.location).toBe('/api/idp/login?returnTo=%2Fproducts');
    });

    it("an editor's redirect still comes first (SPEC §2 runs the lookup on each path)", async () => {
      const res = await staffPage('/subscribe').expect(302);
      expect(res.headers.location).toBe('/account/autoships');
    });

    it("is still signed out with the consumer site's session, or a revoked or made-up one", async () => {
      const consumer = await signUpConsumer(t);
      for (const cookie of [
        `sessionToken=${consumer.token}`,
        'sessionToken=not-a-session-token',
        `sessionToken=${(await signInStaff(t)).token}x`,
      ]) {
        const res = await t.http.get('/products').set('Host', STAFF_HOST).set('Cookie', cookie).expect(302);
        expect(res.headers.location).toBe('/api/idp/login?returnTo=%2Fproducts');
      }
      const revoked = await signInStaff(t);
      const sessions = t.app.get(SessionService);
      const live = await sessions.resolve(revoked.token);
      if (!live) throw new Error('the new session did not resolve');
      await sessions.revoke(live.caller.sessionId);
      const res = await staffPage('/products', revoked).expect(302);
      expect(res.headers.location).toBe('/api/idp/login?returnTo=%2Fproducts');
    });
  });

  describe('a signed-in member who has not registered', () => {
    it.each(['/products', '/products/dog', '/account/dashboard', '/staff-program', '/no/such/page'])(
      'opening %s is sent to the registration page',
      async (path) => {
        const res = await staffPage(path, unregistered).expect(302);
        expect(res.headers.location).toBe('/staff/registration');
        expect(res.headers['cache-control']).toBe('private, no-store');
      },
    );

    it.each(['/staff/registration', '/logout', '/', '/faq', '/terms-and-conditions'])(
      'may open %s',
      async (path) => {
        await staffPage(path, unregistered).expect(200);
      },
    );
  });

  describe('a registered member', () => {
    it.each([
      '/products',
      '/products/dog',
      '/staff-program',
      '/account/dashboard',
      '/staff/registration',
      '/',
    ])('gets %s as it is', async (path) => {
      const res = await staffPage(path, registered).expect(200);
      expectShell(res.text);
    });

    it('gets the 404 shell for a page that does not exist', async () => {
      await staffPage('/no/such/page', registered).expect(404);
      await staffPage('/products/no-such-product', registered).expect(404);
    });

    it('is signed in by a Bearer token too (the check reads every credential the API reads)', async () => {
      await t.http
        .get('/products')
        .set('Host', STAFF_HOST)
        .set('Authorization', `Bearer ${registered.token}`)
        .expect(200);
    });
  });

  describe('the consumer site', () => {
    it('is unchanged: anyone opens the catalogue', async () => {
      await t.http.get('/products').expect(200);
      await t.http.get('/products/dog').expect(200);
    });

    it('has no staff registration page (its not-found page shows)', async () => {
      await t.http.get('/staff/registration').expect(404);
    });

    it("does not send a staff member's cookie anywhere", async () => {
      await t.http.get('/products').set('Cookie', `sessionToken=${unregistered.token}`).expect(200);
    });
  });
});

describe('the staff sign-in redirect follows IDENTITY_KIND', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storefront-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    t = await startTestApp({ STOREFRONT_DIR: dir, IDENTITY_KIND: 'gigya' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a visitor to /api/{IDENTITY_KIND}/login', async () => {
    const res = await t.http.get('/products?page=2').set('Host', STAFF_HOST).expect(302);
    expect(res.headers.location).toBe('/api/gigya/login?returnTo=%2Fproducts%3Fpage%3D2');
  });
});
