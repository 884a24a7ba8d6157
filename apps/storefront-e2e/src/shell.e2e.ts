import { expect, test } from '@playwright/test';
import { staffUrl } from './support/sites';
import { signInAsStaff } from './support/staff-sign-in';

test.describe('storefront shell', () => {
  test('the consumer home shows the shop name and seeded products', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop Pet Nutrition' })).toBeVisible();
    await expect(page).toHaveTitle(/Shop Pet Nutrition/);
    const products = page.getByRole('list', { name: /products/i }).getByRole('listitem');
    await expect(products.first()).toBeVisible();
    expect(await products.count()).toBeGreaterThan(5);
    await expect(page.getByText(/Dry Dog Food/).first()).toBeVisible();
    await expect(page.getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();
  });

  test('the same server opened as staff.localhost is Pro Staff Feeding, without prices', async ({
    page,
    baseURL,
  }) => {
    // Its products are for signed-in members (SPEC §6): a visitor's home has no carousel.
    await page.goto(staffUrl(baseURL));
    await expect(page.getByRole('heading', { level: 1, name: 'Pro Staff Feeding' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Nutrition they love, delivered' }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: /products/i })).toHaveCount(0);

    await signInAsStaff(page, baseURL);
    await expect(page.getByRole('heading', { level: 1, name: 'Pro Staff Feeding' })).toBeVisible();
    await expect(page).toHaveTitle(/Pro Staff Feeding/);
    const products = page.getByRole('list', { name: /products/i }).getByRole('listitem');
    await expect(products.first()).toBeVisible();
    await expect(page.getByText(/^\$\d+\.\d{2}$/)).toHaveCount(0);
  });

  test('an unknown path answers 404 and shows the not-found page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
    await expect(page).toHaveTitle(/404 Error \| Shop Pet Nutrition/);
  });
});
