import { encodeRedirect } from '@shop/identity';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { mailsTo } from './support/outbox';
import { SHOPPER_PASSWORD, uniqueEmail } from './support/shoppers';

// Journeys with sign-ins and axe scans take a while on a two-core machine.
test.describe.configure({ timeout: 120_000 });

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

function header(page: Page) {
  return page.getByRole('navigation', { name: 'Account' });
}

async function register(page: Page, email: string, password = SHOPPER_PASSWORD) {
  await page.goto('/shelter/register');
  await expect(page).toHaveTitle('Create Account | Shop Pet Nutrition');
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Walker');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(header(page).getByRole('link', { name: 'My Account' })).toBeVisible();
}

async function logIn(page: Page, email: string, password = SHOPPER_PASSWORD) {
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(header(page).getByRole('link', { name: 'My Account' })).toBeVisible();
}

async function logOut(page: Page) {
  await header(page).getByRole('button', { name: 'Log Out' }).click();
  await expect(header(page).getByRole('link', { name: 'Log In' })).toBeVisible();
}

test.describe('accounts, consumer site', () => {
  test('register, log in, see the dashboard, add an address, log out', async ({ page }) => {
    const email = uniqueEmail('journey');
    await register(page, email);
    await expectAccessible(page);
    await logOut(page);

    await header(page).getByRole('link', { name: 'Log In' }).click();
    await expectAccessible(page);
    await logIn(page, email);

    await header(page).getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    await expect(page).toHaveTitle('My Account | Shop Pet Nutrition');
    await expect(page.getByText('Hello, Jo!')).toBeVisible();
    await expectAccessible(page);

    await page
      .getByRole('navigation', { name: 'My account' })
      .getByRole('link', { name: 'Address Book' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Address Book' })).toBeVisible();
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByLabel('Street address').fill('1 Main St');
    await page.getByRole('textbox', { name: 'City' }).fill('Denver');
    await page.getByLabel('State').selectOption('CO');
    await page.getByLabel('ZIP code').fill('10001');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription(
      /10001 is in New York, not in Colorado/,
    );
    await page.getByLabel('ZIP code').fill('80202');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: 'The address was added.' }),
    ).toBeVisible();
    await expect(page.getByText('Default address')).toBeVisible();
    await expectAccessible(page);

    // The dashboard shows it as the default address.
    await page.goto('/account/dashboard');
    await expect(page.getByRole('region', { name: 'Default address' })).toContainText('Denver, CO 80202');

    await logOut(page);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account/dashboard');
    await expect(page).toHaveURL(/\/shelter\/login\?redirect=/);
  });

  test('forgot password, follow the mailed link, choose a new password and log in with it', async ({
    page,
  }) => {
    const email = uniqueEmail('reset');
    await register(page, email);
    await logOut(page);

    await page.goto('/shelter/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(/sent it a link/);
    await expectAccessible(page);

    let token = '';
    await expect
      .poll(() => {
        const link = mailsTo(email)
          .map((mail) => /\/shelter\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1])
          .find(Boolean);
        token = link ?? '';
        return token;
      })
      .not.toBe('');

    await page.goto(`/shelter/reset-password?token=${token}`);
    await page.getByLabel(/^New password/).fill('another long walk');
    await page.getByLabel('Confirm new password').fill('another long walk');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Your password has been changed');
    await expectAccessible(page);

    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(SHOPPER_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toContainText('INVALID_CREDENTIALS');
    await page.getByLabel('Password').fill('another long walk');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(header(page).getByRole('link', { name: 'My Account' })).toBeVisible();
  });

  test('a guest opening the address book logs in and lands back on it', async ({ page, browser }) => {
    const email = uniqueEmail('redirect');
    const other = await browser.newPage();
    await register(other, email);
    await other.close();

    await page.goto('/account/address-book');
    const expected = `/shelter/login?redirect=${encodeURIComponent(encodeRedirect('/account/address-book'))}`;
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === expected);
    await logIn(page, email);
    await expect(page).toHaveURL(/\/account\/address-book$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Address Book' })).toBeVisible();
    await expect(page).toHaveTitle('Address Book | Shop Pet Nutrition');

    // Signed in, the login page sends the customer back.
    await page.goto('/shelter/login');
    await expect(page).toHaveURL(/\/account\/address-book$/);
  });

  test('the inactivity alert: continue, then end the session', async ({ page }) => {
    await page.addInitScript(() => {
      (window as Window & { __shopInactivitySecondsOverride?: number }).__shopInactivitySecondsOverride = 3;
    });
    const email = uniqueEmail('inactive');
    await register(page, email);
    await page.goto('/account/my-pets');
    await expect(page.getByRole('heading', { level: 1, name: 'My Pets' })).toBeVisible();

    const alert = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expect(alert.getByRole('button', { name: 'Continue' })).toBeFocused();
    await expectAccessible(page);
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/refresh-session-token'));
    await page.keyboard.press('Enter');
    expect((await refreshed).status()).toBe(200);
    await expect(alert).toBeHidden();

    await expect(alert).toBeVisible({ timeout: 15_000 });
    await alert.getByRole('button', { name: 'End session' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('link', { name: 'Log In' })).toBeVisible();
    await header(page).getByRole('link', { name: 'Log In' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'logged out because you were inactive',
    );
  });
});
