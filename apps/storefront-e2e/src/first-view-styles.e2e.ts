import { expect, test } from '@playwright/test';
import { navigateInApp } from './support/in-app-navigation';

/*
 * The shell carries the page's stylesheets inline (docs/decisions.md, 'First view'), each with a
 * disabled link to its file so the bundler's preload helper does not fetch it again when the
 * route's chunk loads. A second fetch would re-apply the same rules and restyle the whole page
 * after it has painted.
 */

test('a product page fetches none of its stylesheets and is styled by the app', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || request.url().endsWith('.css'))
      stylesheets.push(request.url());
  });
  await page.goto('/products/dog-puppy-chicken-brown-rice-dry');
  // The app has rendered over the first view: its add-to-cart button exists only in the app.
  await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([]);
  // The route's own stylesheet (product-image.css, in the product page's chunk) applies.
  const fit = await page
    .locator('img.product-image')
    .first()
    .evaluate((image) => getComputedStyle(image).objectFit);
  expect(fit).toBe('contain');
});

test('moving to another page loads that page’s stylesheet once', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.css')) stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sameDocument = await navigateInApp(page, '/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await sameDocument()).toBe(true);
  expect(new Set(stylesheets).size).toBe(stylesheets.length);
  expect(stylesheets.some((path) => /contact-us-[\w-]+\.css$/.test(path))).toBe(true);
});
