import { expect, test, type Page } from '@playwright/test';
import { appStarted } from './support/app-started';

/** A build id no build of this server has: the deploy the journey pretends happened. */
const NEWER_BUILD = { id: 'feedfacefeedface', timestamp: 1_900_000_000_000 };

/** Every document the main frame loads (an in-app navigation loads none), by path. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

/** The latest-build manifest requests the page makes, as full URLs. */
function manifestPolls(page: Page): string[] {
  const polls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/builds/latest.json') polls.push(request.url());
  });
  return polls;
}

/**
 * Has the page look for a newer build now, as it does when the tab becomes visible again, until it
 * has asked once more (the watcher starts a moment after the page is up).
 */
async function pollOnceMore(page: Page, polls: string[]): Promise<void> {
  const before = polls.length;
  await expect
    .poll(
      async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        return polls.length;
      },
      { timeout: 20_000, intervals: [500, 1000, 2500] },
    )
    .toBeGreaterThan(before);
}

const footerLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name, exact: true });

/**
 * SPEC §4 'App version', §7, §9: an open tab polls the latest-build manifest (with a timestamp
 * query); once a newer build is out, the next navigation loads its page whole, on the new build,
 * once; the navigations after it are in-app again. The deploy is simulated for this page alone
 * (its manifest requests answered with another build id), so the journeys running beside it are
 * not told of a build that does not exist.
 */
test.describe('app version', () => {
  test('a new build while a page is open: the next navigation lands on it once', async ({ page }) => {
    const loads = documentLoads(page);
    const polls = manifestPolls(page);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await appStarted(page);
    const running = await page.locator('meta[name="app-build"]').getAttribute('content');
    expect(running).toMatch(/^[0-9a-f]{16}$/);

    // The server's manifest names this very build: navigations stay in the app.
    await pollOnceMore(page, polls);
    expect(polls[0]).toMatch(/\/builds\/latest\.json\?\d{13}$/);
    const served = await page.request.get('/builds/latest.json');
    expect((await served.json()).id).toBe(running);
    await footerLink(page, 'Terms and Conditions').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    expect(loads).toEqual(['/faq']);

    // A deploy: from now on the manifest names a newer build.
    await page.route('**/builds/latest.json?*', (route) => route.fulfill({ json: NEWER_BUILD }));
    await pollOnceMore(page, polls);

    // The next navigation is a full load of its target.
    await footerLink(page, 'FAQ').click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect.poll(() => loads).toEqual(['/faq', '/faq']);

    // Once: this server still answers with the same shell, and the tab has loaded a page for the
    // newer build already, so even after the reloaded page has seen the manifest again the
    // navigations are in-app.
    await appStarted(page);
    await pollOnceMore(page, polls);
    await footerLink(page, 'Terms and Conditions').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    expect(loads).toEqual(['/faq', '/faq']);
  });

  test('a chunk that cannot be loaded reloads the page at its target, once in 10 s', async ({ page }) => {
    const loads = documentLoads(page);
    await page.goto('/faq');
    await appStarted(page);
    // The terms page's code is gone from the server (a build older than the kept ones).
    await page.route(/\/assets\/terms\.route-[\w-]+\.js$/, (route) => route.fulfill({ status: 404 }));
    await footerLink(page, 'Terms and Conditions').click();
    // Reloaded at the target, a document of its own.
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect.poll(() => loads).toEqual(['/faq', '/terms-and-conditions']);
    // Still missing after the reload: within the guard's 10 s no second reload, the error page.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Terms and Conditions', {
      timeout: 15_000,
    });
    expect(loads).toEqual(['/faq', '/terms-and-conditions']);
  });
});
