import { CONSENT_COOKIE, isRequiredStorageKey, REQUIRED_COOKIES } from '@shop/consent';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { appStarted } from './support/app-started';
import { consentDecidedState, E2E_GTM_CONTAINER_ID, NO_STORAGE } from './support/consent';
import { SHOPPER_PASSWORD, uniqueEmail } from './support/shoppers';
import { staffUrl } from './support/sites';

/*
 * Cookie consent (issue 23; SPEC §3/§4 Consent): every journey here starts from a browser that has
 * never been to the shop. The e2e server has a GTM container configured (playwright.config.ts):
 * it is the registered functional script, answered here by a stub instead of Google. The About Us
 * page's video block plays from the default player, answered by a stub page too.
 */
test.use({ storageState: NO_STORAGE });
// Journeys with sign-ins on a two-core machine take a while.
test.describe.configure({ timeout: 120_000 });

const VIDEO_TITLE = 'How our food is made';
const TAG_MANAGER_SCRIPT = 'script[data-consent-script="google-tag-manager"]';

/** What a browser asked of hosts other than the shop's own, and the stubs for what may be asked. */
async function watchThirdParties(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && !/^(staff\.)?localhost$/.test(url.hostname))
      asked.push(request.url());
  });
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.e2eTagManagerRuns = (window.e2eTagManagerRuns || 0) + 1;',
    }),
  );
  await context.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
  );
  return asked;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your cookie choices' });
const preferences = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' });
const footerCookieSettings = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });

async function consentCookie(context: BrowserContext, url?: string): Promise<string | undefined> {
  return (await context.cookies(url)).find((cookie) => cookie.name === CONSENT_COOKIE)?.value;
}

/** The Consent Mode commands on the page's data layer, in order: ['consent', 'default' | 'update', signals]. */
function consentCommands(page: Page): Promise<Array<[string, string, Record<string, string>]>> {
  return page.evaluate(
    () =>
      ((window as { dataLayer?: unknown[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((entry) => entry[0] === 'consent') as Array<[string, string, Record<string, string>]>,
  );
}

/** Marks the window, so a later check tells whether a document was loaded since. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  return () => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);
}

function accountNav(page: Page) {
  return page.getByRole('navigation', { name: 'Account' });
}

async function register(page: Page, email: string) {
  await page.goto('/shelter/register');
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Walker');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(accountNav(page).getByRole('link', { name: 'My Account' })).toBeVisible();
}

async function logIn(page: Page, email: string) {
  await page.goto('/shelter/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(accountNav(page).getByRole('link', { name: 'My Account' })).toBeVisible();
}

/** The account's stored choice as the server answers a save. */
function savedOnAccount(page: Page) {
  return page
    .waitForResponse((response) => new URL(response.url()).pathname === '/api/consent/save' && response.ok())
    .then(async (response) => (await response.json()).consent as Record<string, unknown>);
}

test('a first visit asks, loads no functional or advertising script and stores only what the shop needs', async ({
  page,
  context,
}) => {
  const thirdParties = await watchThirdParties(context);

  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Decline all' })).toBeVisible();
  // Consent Mode's defaults are on the data layer before any tag could load: all denied.
  const [first] = await consentCommands(page);
  expect(first?.slice(0, 2)).toEqual(['consent', 'default']);
  expect(first?.[2]).toMatchObject({
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'denied',
  });

  // A shopper's ordinary first steps: a listing, a product in the cart, a page with a video.
  await page.goto('/products');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
    .first();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Item added to your cart!' })).toBeVisible();
  await page.goto('/about-us');
  await appStarted(page);
  await expect(page.getByRole('button', { name: `Play video: ${VIDEO_TITLE}` })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(thirdParties).toEqual([]);
  await expect(page.locator('[data-consent-script]')).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  for (const [, command, signals] of await consentCommands(page)) {
    expect({ command, ad: signals.ad_storage, analytics: signals.analytics_storage }).toMatchObject({
      ad: 'denied',
      analytics: 'denied',
    });
  }

  const cookies = (await context.cookies()).map((cookie) => cookie.name);
  expect(cookies).toContain('col_cart_id');
  expect(cookies.filter((name) => !REQUIRED_COOKIES.includes(name))).toEqual([]);
  expect(cookies).not.toContain(CONSENT_COOKIE);
  const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  expect(stored.length).toBeGreaterThan(0);
  expect(stored.filter((key) => !isRequiredStorageKey(key))).toEqual([]);
});

test('declined, then functional turned on in the footer’s Cookie settings: the tag manager and the video load without a reload, and the next page remembers', async ({
  page,
  context,
}) => {
  const thirdParties = await watchThirdParties(context);
  await page.goto('/about-us');
  await appStarted(page);

  await banner(page).getByRole('button', { name: 'Decline all' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await consentCookie(context)).toMatch(/^1:0:0:\d+$/);
  // Declined: the video explains why it does not play, and offers the settings.
  await page.getByRole('button', { name: `Play video: ${VIDEO_TITLE}` }).click();
  await expect(page.getByText('To watch it here, allow functional cookies.')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.locator(TAG_MANAGER_SCRIPT)).toHaveCount(0);

  const sameDocument = await markDocument(page);
  await footerCookieSettings(page).click();
  const dialog = preferences(page);
  await expect(dialog.getByRole('checkbox', { name: 'Required' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Required' })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: 'Functional' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Advertising' })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Functional' }).check();
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.locator(TAG_MANAGER_SCRIPT)).toHaveAttribute(
    'src',
    `https://www.googletagmanager.com/gtm.js?id=${E2E_GTM_CONTAINER_ID}`,
  );
  await expect
    .poll(() => page.evaluate(() => (window as { e2eTagManagerRuns?: number }).e2eTagManagerRuns))
    .toBe(1);
  await expect(page.locator(`iframe[title="${VIDEO_TITLE}"]`)).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/M7lc1UVf-VE/,
  );
  expect(await sameDocument()).toBe(true);
  expect(await consentCookie(context)).toMatch(/^1:1:0:\d+$/);
  // Consent Mode learns the choice: analytics granted, advertising still denied.
  const commands = await consentCommands(page);
  expect(commands.at(-1)?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });

  // The next page (a new document) does not ask again and loads the container at once.
  await page.goto('/faq');
  await expect(page.locator(TAG_MANAGER_SCRIPT)).toHaveCount(1);
  await expect
    .poll(() => page.evaluate(() => (window as { e2eTagManagerRuns?: number }).e2eTagManagerRuns))
    .toBe(1);
  await expect(banner(page)).toBeHidden();
  expect(thirdParties.filter((url) => url.includes('googletagmanager.com'))).toHaveLength(2);
});

test("a signed-in shopper's choice follows them to another browser", async ({ page, browser }) => {
  await watchThirdParties(page.context());
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();

  // Signing up stores the browser's choice on the new account, with the server's time.
  const email = uniqueEmail('consent');
  const saved = savedOnAccount(page);
  await register(page, email);
  expect(await saved).toMatchObject({ functional: true, advertising: true, policyVersion: '1' });

  const other = await browser.newContext({ storageState: NO_STORAGE });
  try {
    await watchThirdParties(other);
    const second = await other.newPage();
    await second.goto('/');
    await expect(banner(second)).toBeVisible();
    await logIn(second, email);
    await expect(banner(second)).toBeHidden();
    await expect.poll(() => consentCookie(other)).toMatch(/^1:1:1:\d+$/);
    await expect(second.locator(TAG_MANAGER_SCRIPT)).toHaveCount(1);
    await footerCookieSettings(second).click();
    await expect(preferences(second).getByRole('checkbox', { name: 'Functional' })).toBeChecked();
    await expect(preferences(second).getByRole('checkbox', { name: 'Advertising' })).toBeChecked();
  } finally {
    await other.close();
  }
});

test.describe('with Global Privacy Control', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });

  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
        get: () => true,
        configurable: true,
      }),
    );
  });

  test('advertising is shown off and cannot be turned on; accept all keeps it off', async ({
    page,
    context,
  }) => {
    await watchThirdParties(context);
    await page.goto('/');
    await expect(banner(page)).toContainText(
      'Global Privacy Control signal is on, so advertising cookies stay off',
    );
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await consentCookie(context)).toMatch(/^1:1:0:\d+$/);
    await expect
      .poll(async () => (await consentCommands(page)).at(-1)?.[2])
      .toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied' });

    await footerCookieSettings(page).click();
    const advertising = preferences(page).getByRole('checkbox', { name: 'Advertising' });
    await expect(advertising).not.toBeChecked();
    await expect(advertising).toBeDisabled();
    await expect(preferences(page)).toContainText('Global Privacy Control');
  });

  test("a signed-in shopper's account follows the signal: advertising agreed elsewhere is turned off", async ({
    page,
    browser,
  }) => {
    await watchThirdParties(page.context());
    // Another browser, without the signal, agreed to everything on the account.
    const email = uniqueEmail('consent-gpc');
    const plain = await browser.newContext({ storageState: NO_STORAGE, extraHTTPHeaders: {} });
    try {
      await watchThirdParties(plain);
      const first = await plain.newPage();
      await first.goto('/');
      await banner(first).getByRole('button', { name: 'Accept all' }).click();
      const saved = savedOnAccount(first);
      await register(first, email);
      expect(await saved).toMatchObject({ advertising: true, globalPrivacyControl: false });
    } finally {
      await plain.close();
    }

    // Signed in here, the account's choice is adopted without advertising, and the account keeps that.
    const stored = savedOnAccount(page);
    await logIn(page, email);
    expect(await stored).toMatchObject({ functional: true, advertising: false, globalPrivacyControl: true });
    await expect.poll(() => consentCookie(page.context())).toMatch(/^1:1:0:\d+$/);
    await expect(banner(page)).toBeHidden();
  });
});

test('the banner and the preferences dialog have no serious or critical accessibility violations', async ({
  page,
  context,
  baseURL,
}) => {
  await watchThirdParties(context);
  await page.goto('/');
  await expect(page.getByRole('group', { name: 'Our most-loved recipes' })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await banner(page).getByRole('button', { name: 'Cookie settings' }).click();
  await expect(preferences(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Escape closes it without a choice: the banner asks again.
  await page.keyboard.press('Escape');
  await expect(preferences(page)).toBeHidden();
  await expect(banner(page)).toBeVisible();

  // The staff site asks too, for its own host.
  await page.goto(staffUrl(baseURL, '/'));
  await expect(banner(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await consentCookie(context, staffUrl(baseURL, '/'))).toBeUndefined();
});

test.describe('the other journeys’ browser (support/consent.ts)', () => {
  test.use({ storageState: ({ baseURL }, use) => use(consentDecidedState(baseURL ?? '')) });

  test('has answered on both sites: neither asks, and the answer is a decline', async ({ page, baseURL }) => {
    for (const url of [new URL('/', baseURL).toString(), staffUrl(baseURL, '/')]) {
      await page.goto(url);
      await expect
        .poll(() =>
          page.evaluate(() =>
            (
              window as { privacyManager?: { getConsent: (category: string) => unknown } }
            ).privacyManager?.getConsent('functional'),
          ),
        )
        .toEqual({ consent: 'denied', source: 'asserted' });
      await expect(banner(page)).toHaveCount(0);
    }
  });
});
