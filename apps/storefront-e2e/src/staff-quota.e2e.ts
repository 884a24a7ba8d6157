import { SHOP_CLIENT_HEADER, SHOP_CLIENT_STOREFRONT } from '@shop/identity';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { fillCard, goToCartFromAddedDialog, TEST_CARDS } from './support/checkout-steps';
import { clearStaffQuota, setStaffQuota } from './support/operator';
import { CORPORATE_STAFF, signInAsStaff } from './support/staff-sign-in';

// A sign-in through the provider, a checkout and an axe scan on two cores take a while.
test.describe.configure({ timeout: 180_000 });

/**
 * The signed-in member's customer id, as the storefront reads it (get-shopify-customer). Asked from
 * the page: only Chromium maps staff.localhost to loopback, so Playwright's own requests cannot.
 */
async function signedInCustomerId(page: Page): Promise<string> {
  const answer = await page.evaluate(
    async ({ header, client }) => {
      const response = await fetch('/api/ecom/v1.0/get-shopify-customer', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [header]: client },
        body: '{}',
      });
      return { status: response.status, body: (await response.json()) as { id?: string } };
    },
    { header: SHOP_CLIENT_HEADER, client: SHOP_CLIENT_STOREFRONT },
  );
  expect(answer.status).toBe(200);
  return answer.body.id ?? '';
}

/**
 * The staff monthly quota (issue 24 §2, docs/decisions.md 'The staff monthly quota'): the cart
 * page says what is left of the member's allowance and flags a cart over it, and the order is
 * refused with how much is left. The member is one no other journey orders as: their quota is
 * lowered here, and the journeys run in parallel on one database.
 */
test.describe('staff monthly quota', () => {
  test('a member over their allowance is told on the cart page and the order is refused', async ({
    page,
    baseURL,
  }) => {
    await signInAsStaff(page, baseURL, { email: CORPORATE_STAFF, path: '/products' });
    const customerId = await signedInCustomerId(page);
    // Below any product's price, so one item is over it.
    await setStaffQuota(page.request, customerId, 1);
    try {
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
        .first();
      await card.getByRole('button', { name: 'Add to Cart' }).click();
      await goToCartFromAddedDialog(page);

      const summary = page.getByRole('region', { name: 'Order Summary' });
      await expect(summary.getByText('Monthly allowance left: $1.00')).toBeVisible();
      await expect(summary.getByRole('alert')).toHaveText(
        'This order is over your monthly allowance. Remove items to place it.',
      );
      expect(await seriousViolations(page)).toEqual([]);

      await summary.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await expect(page).toHaveURL(/\/checkout\?token=/);
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(page.getByText('Monthly allowance left: $1.00')).toBeVisible();
      await expect(
        page.getByRole('alert').filter({ hasText: 'This order is over your monthly allowance.' }),
      ).toBeVisible();

      // The API decides (422 STAFF_QUOTA_EXCEEDED): the refusal says how much is left.
      await fillCard(page, TEST_CARDS.succeeds);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'This order is over your monthly staff allowance: $1.00 is left this month' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/checkout\?token=/);
    } finally {
      await clearStaffQuota(page.request, customerId);
    }
  });
});
