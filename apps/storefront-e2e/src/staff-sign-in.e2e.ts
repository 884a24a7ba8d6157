import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { staffUrl } from './support/sites';
import { fillProviderSignIn, signInAsStaff, unregisteredStaffForTry } from './support/staff-sign-in';

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

// Sign-in, registration and sign-out cross the provider's pages; axe scans take a while on two cores.
test.describe.configure({ timeout: 120_000 });

/**
 * The staff site's single sign-on (SPEC §2 staff-feeding mode, §6, §7): a visitor is sent to sign
 * in before any staff page, a member who has not registered joins a clinic first, and logging out
 * ends the provider's session too. Exempt pages are for everyone.
 */
test.describe('staff single sign-on', () => {
  test('a new member signs in from the catalogue, joins a clinic, shops, and logs out', async ({
    page,
    baseURL,
  }, testInfo) => {
    // Joining a clinic registers the member for good: a retry (same server and database) signs in
    // as another unregistered member, new.staff first, then student.staff.
    const member = unregisteredStaffForTry(testInfo.retry);

    // The server sends the visitor to the single sign-on before any staff page shows.
    await page.goto(staffUrl(baseURL, '/products'));
    await expect(page).toHaveURL(/\/idp\/interaction\//);
    await fillProviderSignIn(page, member);

    // Not registered yet: the registration page, not the catalogue.
    await expect(page).toHaveURL(staffUrl(baseURL, '/staff/registration'));
    await expect(page.getByRole('heading', { level: 1, name: 'Join Your Clinic' })).toBeVisible();
    await expect(page).toHaveTitle('Join Your Clinic | Pro Staff Feeding');
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log Out' }),
    ).toBeVisible();
    await expectAccessible(page);

    // A staff page asked for in the app still leads back to registration.
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Staff Program' })
      .click();
    await expect(page).toHaveURL(staffUrl(baseURL, '/staff/registration'));
    await expect(page.getByRole('heading', { level: 1, name: 'Join Your Clinic' })).toBeVisible();

    await page.getByRole('combobox', { name: /Your role/ }).selectOption({ label: 'Veterinarian' });
    await page.getByRole('textbox', { name: 'Graduation year' }).fill('2014');
    await page.getByRole('searchbox', { name: 'ZIP code or city' }).fill('Aurora');
    await page.getByRole('search', { name: 'Clinics' }).getByRole('button', { name: 'Search' }).click();

    const results = page.getByRole('list', { name: 'Clinics found' });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /found for “Aurora”/ })).toBeVisible();
    const first = results.getByRole('listitem').first();
    await expect(first).toContainText('Aurora, CO');
    await expectAccessible(page);

    const clinicName = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await first.getByRole('button', { name: `Join ${clinicName}` }).click();

    // Registered: on to the catalogue, which now answers.
    await expect(page).toHaveURL(staffUrl(baseURL, '/products'));
    await expect(page.getByRole('heading', { level: 1, name: 'Shop All Pet Food' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('main').getByText(/^\$\d+\.\d{2}$/)).toHaveCount(0);
    await expectAccessible(page);

    // A registered member has 'My Account', and the registration page shows their clinic, not the form.
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'My Account' })).toBeVisible();
    await page.goto(staffUrl(baseURL, '/staff/registration'));
    await expect(page.getByRole('heading', { level: 2, name: 'Your clinic' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the catalog' }).click();
    await expect(page).toHaveURL(staffUrl(baseURL, '/products'));

    // Log Out ends the shop's session, then the provider's, and comes back home signed out.
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(staffUrl(baseURL, '/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Pro Staff Feeding' })).toBeVisible();
    const logIn = page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log In' });
    await expect(logIn).toBeVisible();
    const cookies = await page.context().cookies(staffUrl(baseURL, '/'));
    expect(cookies.map((cookie) => cookie.name)).not.toContain('sessionToken');

    // Signed out at the provider too: Log In asks for the password again.
    await logIn.click();
    await expect(page).toHaveURL(/\/idp\/interaction\//);
    await expect(page.getByRole('heading', { level: 1, name: /^Sign in to / })).toBeVisible();
  });

  test('opening /logout as a signed-in member ends both sessions once and comes home', async ({
    page,
    baseURL,
  }) => {
    await signInAsStaff(page, baseURL, { path: '/products' });
    await expect(page.getByRole('heading', { level: 1, name: 'Shop All Pet Food' })).toBeVisible();
    // Every document the browser loads from here on (in-app history changes are not documents).
    const visits: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        visits.push(new URL(request.url()).pathname);
    });

    // A slow provider: the shop's side of logging out is over long before the browser leaves it,
    // which is when a sign-in gate on /logout would send the signed-out member to sign in again.
    await page.route('**/idp/session/end', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(staffUrl(baseURL, '/logout'));
    await expect(page).toHaveURL(staffUrl(baseURL, '/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Pro Staff Feeding' })).toBeVisible();
    const cookies = await page.context().cookies(staffUrl(baseURL, '/'));
    expect(cookies.map((cookie) => cookie.name)).not.toContain('sessionToken');
    // Once through: never back to the sign-in or the callback, and /logout opened only by us.
    expect(visits.filter((path) => path === '/logout')).toEqual(['/logout']);
    expect(visits.some((path) => path.startsWith('/api/idp/callback'))).toBe(false);

    // The provider's session ended with the shop's: a staff page asks for the password again.
    await page.goto(staffUrl(baseURL, '/products'));
    await expect(page).toHaveURL(/\/idp\/interaction\//);
    await expect(page.getByRole('heading', { level: 1, name: /^Sign in to / })).toBeVisible();
  });

  test("Log Out ends the provider's session even when its end-session page never loads (SPEC §7)", async ({
    page,
    baseURL,
  }) => {
    await signInAsStaff(page, baseURL, { path: '/products' });
    await expect(page.getByRole('heading', { level: 1, name: 'Shop All Pet Food' })).toBeVisible();
    // The browser never reaches the provider: only the shop's server-side DELETE can end its session.
    await page.route('**/idp/session/end**', (route) => route.abort());
    const endSession = page.waitForRequest('**/idp/session/end**');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();
    await endSession;
    const cookies = await page.context().cookies(staffUrl(baseURL, '/'));
    expect(cookies.map((cookie) => cookie.name)).not.toContain('sessionToken');

    await page.unroute('**/idp/session/end**');
    await page.goto(staffUrl(baseURL, '/products'));
    await expect(page).toHaveURL(/\/idp\/interaction\//);
    await expect(page.getByRole('heading', { level: 1, name: /^Sign in to / })).toBeVisible();
  });

  test('a visitor reads the FAQ without signing in, and Log In comes back to it', async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto(staffUrl(baseURL, '/faq'));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(staffUrl(baseURL, '/faq'));
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    const logIn = page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log In' });
    await expect(logIn).toHaveAttribute('href', /returnTo=%2Ffaq$/);
    await expectAccessible(page);
  });

  test("a visitor's click from an exempt page to a staff page goes to the sign-in", async ({
    page,
    baseURL,
  }) => {
    await page.goto(staffUrl(baseURL, '/terms-and-conditions'));
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Staff Program' })
      .click();
    await expect(page).toHaveURL(/\/idp\/interaction\//);
  });
});
