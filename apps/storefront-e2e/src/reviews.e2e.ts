import { expect, test, type Page } from '@playwright/test';
import { staffUrl } from './support/sites';
import { signInAsStaff } from './support/staff-sign-in';

// Seeded with reviews (deterministically, apps/api/src/seed/reviews).
const PRODUCT_PATH = '/products/dog-puppy-chicken-brown-rice-dry';
const DECLINED =
  'You cannot see product reviews because you have declined functional cookies. Please enable them here to access this feature.';

/** The JSON-LD documents the page has now (the app's, once it has rendered over the first view). */
async function jsonLdTypes(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const parsed = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

/**
 * Product reviews in a real browser (issue 23): the consumer site's star summary and structured
 * data from the shop's own reviews, the widget held back until functional consent (SPEC §8's
 * message instead, its 'here' opening the cookie settings), and the staff site, which hides ratings
 * (SPEC §2). The journeys start from a recorded decline (the config's storage state).
 */
test.describe('product reviews', () => {
  test('a consumer product page shows its stars, AggregateRating in its JSON-LD, and no widget without consent', async ({
    page,
  }) => {
    const widgetRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/widgets/')) widgetRequests.push(request.url());
    });
    const first = await page.request.get(PRODUCT_PATH);
    expect(await first.text()).toContain('"@type":"AggregateRating"');

    await page.goto(PRODUCT_PATH);
    const stars = page.getByRole('img', { name: /^\d\.\d out of 5, \d+ reviews?$/ }).first();
    await expect(stars).toBeVisible();
    const productLd = async () =>
      (await jsonLdTypes(page)).find((document) => document['@type'] === 'Product');
    // The app replaces the first view's head as it starts: read the JSON-LD once it has settled.
    await expect
      .poll(async () => (await productLd())?.aggregateRating)
      .toMatchObject({ '@type': 'AggregateRating', bestRating: 5 });
    const product = await productLd();
    const label = await stars.getAttribute('aria-label');
    const rating = product?.aggregateRating as { ratingValue: number; reviewCount: number };
    expect(label).toBe(
      `${rating.ratingValue.toFixed(1)} out of 5, ${rating.reviewCount} review${rating.reviewCount === 1 ? '' : 's'}`,
    );

    const reviews = page.getByRole('region', { name: 'Customer Reviews' });
    await expect(reviews).toContainText(DECLINED);
    await expect(reviews.getByRole('button', { name: 'here' })).toBeVisible();
    expect(widgetRequests).toEqual([]);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('shop_reviews_voter');
  });

  test('consumer cards show their stars', async ({ page }) => {
    await page.goto('/products/dog');
    await expect(
      page
        .getByRole('article')
        .getByRole('img', { name: /out of 5, \d+ reviews?$/ })
        .first(),
    ).toBeVisible();
  });

  test('the shop serves the widget script at its configured address', async ({ request }) => {
    const response = await request.get('/widgets/reviews.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('javascript');
    expect(response.headers()['cache-control']).toBe('no-cache');
  });

  test('declined, then "here" opens the cookie settings: functional on mounts the widget without a reload, and off takes it away', async ({
    page,
  }) => {
    await page.goto(PRODUCT_PATH);
    const reviews = page.getByRole('region', { name: 'Customer Reviews' });
    await expect(reviews.getByText(DECLINED)).toBeVisible();
    // A reload would lose this mark.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await reviews.getByRole('button', { name: 'here' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.getByRole('checkbox', { name: 'Functional' }).check();
    await dialog.getByRole('button', { name: 'Save choices' }).click();

    await expect(reviews.getByRole('img', { name: /out of 5, \d+ reviews?$/ })).toBeVisible();
    await expect(reviews.getByRole('button', { name: /^Helpful \(\d+\)$/ }).first()).toBeVisible();
    await expect(reviews.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(reviews.getByText(DECLINED)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    // Withdrawn in the footer's Cookie settings: the message is back and the registry removed the script.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await dialog.getByRole('checkbox', { name: 'Functional' }).uncheck();
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await expect(reviews.getByText(DECLINED)).toBeVisible();
    await expect(page.locator('script[data-reviews-widget-script]')).toHaveCount(0);
  });

  test('the staff site shows no ratings: no stars, no AggregateRating, no reviews section', async ({
    page,
    baseURL,
  }) => {
    await signInAsStaff(page, baseURL, { path: PRODUCT_PATH });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: /out of 5/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Customer Reviews' })).toHaveCount(0);
    const product = (await jsonLdTypes(page)).find((document) => document['@type'] === 'Product');
    expect(product).toBeDefined();
    expect(product).not.toHaveProperty('aggregateRating');
    await page.goto(staffUrl(baseURL, '/products/dog'));
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('img', { name: /out of 5/ })).toHaveCount(0);
  });
});
