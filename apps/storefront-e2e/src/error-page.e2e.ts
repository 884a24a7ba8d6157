import { expect, test, type Page } from '@playwright/test';

/*
 * An unknown page (SPEC §8) is the error page (SPEC §2) with the path: the server's first view
 * draws it before any script runs, and the app then renders the same over it, moving nothing.
 */

const PATH = '/no/such/page';

/**
 * The box of the error page's h1 within the main landmark. The frame above it (announcements, the
 * header's second row, banners) is the app's on every page and is not the error page's to match.
 */
async function headingBox(page: Page) {
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const main = await page.locator('#main-content').boundingBox();
  expect(heading).not.toBeNull();
  expect(main).not.toBeNull();
  return heading && main ? { ...heading, y: heading.y - main.y } : null;
}

test('an unknown path: 404, the error page with its heading, buttons and the path, one h1, nothing moves', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const errorPage = await (await request.get('/api/cms/v1.0/get-page-by-slug?slug=error')).json();
  const feature = errorPage.components[0].features[0];

  // The first view alone: what the page shows before the app starts.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const before = await noScript.newPage();
  expect((await before.goto(PATH))?.status()).toBe(404);
  await expect(before.getByRole('heading', { level: 1, name: feature.heading })).toBeVisible();
  const firstViewBox = await headingBox(before);
  await noScript.close();

  const errors: string[] = [];
  page.on('console', (message) => {
    // The document's own 404 is the point of the test, not an error of the page.
    if (message.type() === 'error' && message.location().url !== new URL(PATH, baseURL).toString())
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  const response = await page.goto(PATH);
  expect(response?.status()).toBe(404);
  // The app has rendered over the first view.
  await expect(page.locator('#root .first-view')).toHaveCount(0);
  await expect(page.locator('footer').first()).toBeVisible();

  await expect(page.getByRole('heading', { level: 1, name: feature.heading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText(`Page not found: ${PATH}`)).toBeVisible();
  for (const button of feature.buttons) {
    await expect(page.getByRole('link', { name: button.text, exact: true }).last()).toBeVisible();
  }
  await expect(page).toHaveTitle('404 Error | Shop Pet Nutrition');

  expect(await headingBox(page)).toEqual(firstViewBox);
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            list
              .getEntries()
              .reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 1_000);
      }),
  );
  expect(shifts).toBe(0);
  expect(errors).toEqual([]);
});
