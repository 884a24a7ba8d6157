import { expect, test, type Page } from '@playwright/test';
import { goToCartFromAddedDialog } from './support/checkout-steps';
import { horizontalOverflow, overlappingControls } from './support/layout';
import { SHOPPER_PASSWORD, uniqueEmail } from './support/shoppers';
import { staffUrl } from './support/sites';

/*
 * Phones (issue 24): at the common phone widths the header's controls each keep their own box (the
 * search had shrunk to a sliver under the ZIP button), the search field stays wide enough to type
 * in, and the pages a shopper buys through fit the window without sideways scrolling.
 */

test.describe.configure({ timeout: 120_000 });

const PHONE_WIDTHS = [320, 360, 390, 414] as const;

/** Waits until the header's late parts (account links, CMS navigation) have taken their place. */
async function headerSettled(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: 'Account' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(header.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
}

async function expectHeaderLaidOut(page: Page, width: number) {
  await headerSettled(page);
  expect(await overlappingControls(page, 'header.site-header')).toEqual([]);
  const search = await page
    .getByRole('banner')
    .getByRole('searchbox', { name: 'Search products' })
    .boundingBox();
  // Room for a few words: more than half of the window, not the sliver issue 24 found.
  expect(search?.width ?? 0).toBeGreaterThan(width / 2);
  expect(await horizontalOverflow(page)).toBe(0);
}

async function expectPageLaidOut(page: Page) {
  expect(await overlappingControls(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
}

for (const width of PHONE_WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the consumer header: no control over another, a usable search', async ({ page }) => {
      await page.goto('/');
      await expectHeaderLaidOut(page, width);
    });

    test('the staff header: no control over another, a usable search', async ({ page, baseURL }) => {
      await page.goto(staffUrl(baseURL, '/'));
      await expect(page.getByRole('banner').getByText('Pro', { exact: true })).toBeVisible();
      await expectHeaderLaidOut(page, width);
    });
  });
}

test.describe('the pages of a purchase at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('cart and checkout: no control over another, nothing wider than the window', async ({ page }) => {
    await page.goto('/products');
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
      .first()
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await goToCartFromAddedDialog(page);
    await headerSettled(page);
    await expectPageLaidOut(page);

    await page
      .getByRole('region', { name: 'Order Summary' })
      .getByRole('button', { name: 'Proceed to Checkout' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    await expectPageLaidOut(page);
  });

  test('the account dashboard of a signed-in shopper: the same', async ({ page }) => {
    await page.goto('/shelter/register');
    await page.getByLabel('First name').fill('Jo');
    await page.getByLabel('Last name').fill('Walker');
    await page.getByLabel('Email').fill(uniqueEmail('phone-layout'));
    await page.getByLabel('Password').fill(SHOPPER_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'My Account' })).toBeVisible();
    await account.getByRole('link', { name: 'My Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await headerSettled(page);
    await expectPageLaidOut(page);
  });
});
