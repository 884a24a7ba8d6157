import AxeBuilder from '@axe-core/playwright';
import { SESSION_HINT_COOKIE } from '@shop/identity';
import { expect, test, type Page } from '@playwright/test';
import { SHOPPER_PASSWORD } from './support/shoppers';
import { staffUrl } from './support/sites';

/*
 * What Lighthouse's accessibility, best-practices and SEO audits found on the pages it measures
 * (issue 11; tools/lighthouse/lighthouse-pages.mjs), checked in a phone-sized browser as its
 * mobile preset sees them: touch targets of at least 24 px or spaced apart, a heading outline
 * without skipped levels, no error in the console of an anonymous visit, link texts that say
 * where they go. Lighthouse itself is `npm run lighthouse`; this holds the fixes in place.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

const PAGES = [
  { name: 'consumer home', staff: false, path: '/' },
  { name: 'consumer listing', staff: false, path: '/products/dog' },
  { name: 'consumer product', staff: false, path: '/products/dog-puppy-chicken-brown-rice-dry' },
  { name: 'consumer content', staff: false, path: '/faq' },
  { name: 'staff home', staff: true, path: '/' },
  { name: 'staff content', staff: true, path: '/faq' },
  { name: 'staff terms', staff: true, path: '/terms-and-conditions' },
] as const;

/** Lighthouse's 'link-text' audit (English): texts that say nothing about where a link goes. */
const GENERIC_LINK_TEXTS = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
]);

const CUSTOMER_CALL = '/api/ecom/v1.0/get-shopify-customer';

/** Console errors and failed API answers from now on, as Lighthouse's 'errors-in-console' sees them. */
function recordErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/'))
      errors.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return errors;
}

/** Waits until the page has drawn its content: the footer is there and nothing is still loading. */
async function settled(page: Page) {
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const entry of PAGES) {
  test(`${entry.name}: what Lighthouse audits holds at a phone's size`, async ({ page, baseURL }) => {
    const errors = recordErrors(page);
    await page.goto(entry.staff ? staffUrl(baseURL, entry.path) : new URL(entry.path, baseURL).toString());
    await settled(page);

    // The design tokens are in the built CSS (every spacing and touch target depends on them).
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--space-4').trim(),
      ),
    ).toBe('1rem');

    const axe = await new AxeBuilder({ page }).withRules(['target-size', 'heading-order']).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    const linkTexts = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link.textContent ?? '').trim().toLowerCase()));
    expect(linkTexts.length).toBeGreaterThan(0);
    expect(linkTexts.filter((text) => GENERIC_LINK_TEXTS.has(text))).toEqual([]);

    // An anonymous visitor asks nobody who is signed in, so nothing answers 401.
    expect(errors).toEqual([]);
  });
}

test.describe('the session hint', () => {
  test('a signed-in shopper is recognised on a fresh page load; a stale hint reads as signed out, quietly', async ({
    page,
    context,
    request,
  }) => {
    const email = `e2e-hint-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    // Signs up in the page's cookie jar, as the register form's call would.
    const signUp = await page.request.post('/api/ecom/v1.0/create-customer-token', {
      data: { email, first_name: 'Jo', last_name: 'Walker', key: SHOPPER_PASSWORD },
    });
    expect(signUp.status()).toBe(200);
    const { sessionToken } = (await signUp.json()) as { sessionToken: string };
    const account = page.getByRole('navigation', { name: 'Account' });

    await page.goto('/products/dog');
    await expect(account.getByRole('link', { name: 'My Account' })).toBeVisible();

    // The session ends elsewhere (another device's logout, an expiry): this browser keeps its cookies.
    expect((await request.post('/api/ecom/v1.0/logout', { data: { sessionToken } })).status()).toBe(200);
    const hintNames = async () =>
      (await context.cookies()).filter((c) => c.name === SESSION_HINT_COOKIE).map((c) => c.name);
    expect(await hintNames()).toEqual([SESSION_HINT_COOKIE]);

    const customerCalls: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === CUSTOMER_CALL) customerCalls.push(response.status());
    });
    await page.goto('/faq');
    await settled(page);
    await expect(account.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    // One check told the tab the session is over; it forgot the hint...
    expect(customerCalls).toEqual([401]);
    expect(await hintNames()).toEqual([]);

    // ...so the next page asks nobody and logs nothing.
    const errors = recordErrors(page);
    await page.goto('/');
    await settled(page);
    await expect(account.getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(customerCalls).toEqual([401]);
    expect(errors).toEqual([]);
  });
});
