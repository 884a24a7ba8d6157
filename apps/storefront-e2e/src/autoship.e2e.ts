import { expect, test, type Locator, type Page } from '@playwright/test';
import { runRenewals } from './support/operator';
import {
  fillCard,
  fillNewShipTo,
  goToCartFromAddedDialog,
  placeOrder,
  TEST_CARDS,
} from './support/checkout-steps';
import { mailsTo } from './support/outbox';
import { SHOPPER_PASSWORD, uniqueEmail } from './support/shoppers';
import { staffUrl } from './support/sites';
import { signInAsStaff } from './support/staff-sign-in';

// A registration, a purchase and several changes on a two-core machine take a while.
test.describe.configure({ timeout: 180_000 });

async function register(page: Page, email: string) {
  await page.goto('/shelter/register');
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Walker');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Account' }),
  ).toBeVisible();
}

/** On /products (consumer site), puts the first card offered on autoship in the cart every 4 weeks. */
async function addAutoshipFromCard(page: Page): Promise<string> {
  await page.goto('/products');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('radio', { name: /Autoship & save/ }) })
    .first();
  const title = (await card.getByRole('heading').first().innerText()).trim();
  await card.getByRole('radio', { name: /Autoship & save/ }).check();
  await card.getByLabel('Deliver every').selectOption({ label: 'Every 4 weeks' });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await goToCartFromAddedDialog(page);
  return title;
}

/** From the cart, through the autoship terms, to the checkout page. */
async function checkoutWithAutoship(page: Page) {
  await page
    .getByRole('region', { name: 'Order Summary' })
    .getByRole('button', { name: 'Proceed to Checkout' })
    .click();
  const terms = page.getByRole('dialog', { name: 'Before you start your autoship' });
  await expect(terms).toBeVisible();
  await terms.getByLabel('I understand my autoship renews until I cancel it.').check();
  await terms.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** Pays with the card that succeeds and waits for the confirmation. */
async function fillCardAndPlace(page: Page) {
  await fillCard(page, TEST_CARDS.succeeds);
  await placeOrder(page);
}

function fact(card: Locator, term: string): Locator {
  return card.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
}

test.describe('autoships, consumer site', () => {
  test('subscribe at checkout → My Subscriptions → skip moves the date → change frequency → cancel with a reason', async ({
    page,
  }) => {
    await register(page, uniqueEmail('autoship'));
    const title = await addAutoshipFromCard(page);
    await checkoutWithAutoship(page);
    await fillNewShipTo(page, { firstName: 'Jo', lastName: 'Walker' });
    await fillCardAndPlace(page);

    await page.goto('/account/autoships');
    await expect(page.getByRole('heading', { level: 1, name: 'My Subscriptions' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(fact(card, 'Status')).toHaveText('Active');
    await expect(fact(card, 'Frequency')).toHaveText('Every 4 weeks');
    const before = (await fact(card, 'Next order').innerText()).trim();

    await card.getByRole('button', { name: 'Skip next order' }).click();
    await page
      .getByRole('dialog', { name: 'Skip next order' })
      .getByRole('button', { name: 'Skip order' })
      .click();
    await expect(card.getByRole('status')).toContainText('Order skipped.');
    await expect(fact(card, 'Next order')).not.toHaveText(before);
    const skipped = Date.parse((await fact(card, 'Next order').innerText()).trim());
    expect(skipped - Date.parse(before)).toBe(28 * 86_400_000);

    await card.getByRole('button', { name: 'Change frequency' }).click();
    const frequency = page.getByRole('dialog', { name: 'Change frequency' });
    await frequency.getByLabel('Deliver').selectOption({ label: 'Every 8 weeks' });
    await frequency.getByRole('button', { name: 'Save frequency' }).click();
    await expect(fact(card, 'Frequency')).toHaveText('Every 8 weeks');

    await card.getByRole('button', { name: 'Cancel autoship' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel autoship' });
    await cancel.getByLabel(/Why are you cancelling/).selectOption({ label: 'I have too much food' });
    await cancel.getByRole('button', { name: 'Cancel autoship' }).click();
    await expect(fact(card, 'Status')).toHaveText('Cancelled');
    await expect(fact(card, 'Reason')).toHaveText('I have too much food');
    await expect(card.getByRole('button', { name: 'Reactivate' })).toBeVisible();

    // The list as the API has it now, not only the page's cache.
    await page.reload();
    await expect(fact(page.getByRole('article').filter({ hasText: title }), 'Status')).toHaveText(
      'Cancelled',
    );
  });
});

test.describe('autoship renewals, consumer site', () => {
  test('Order now → a renewal run places the next order: in My Orders, its confirmation in the outbox', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('renewal');
    await register(page, email);
    const title = await addAutoshipFromCard(page);
    await checkoutWithAutoship(page);
    await fillNewShipTo(page, { firstName: 'Jo', lastName: 'Walker' });
    await fillCardAndPlace(page);

    await page.goto('/account/orders');
    const orders = page.getByRole('heading', { level: 2, name: /^Order SPN-/ });
    await expect(orders).toHaveCount(1);

    await page.goto('/account/autoships');
    const card = page.getByRole('article').filter({ hasText: title });
    await card.getByRole('button', { name: 'Order now' }).click();
    await page
      .getByRole('dialog', { name: 'Order now' })
      .getByRole('button', { name: 'Place order now' })
      .click();
    await expect(card.getByRole('status')).toBeVisible();

    // The job's run (an operator call here, a timer in production) places the renewal.
    const run = await runRenewals(request);
    expect(run.renewed).toBeGreaterThanOrEqual(1);

    await page.goto('/account/orders');
    await expect(orders).toHaveCount(2);
    await expect
      .poll(
        () =>
          mailsTo(email).filter((mail) => /^Subject: Your order SPN-\S+ is confirmed/m.test(mail.headers))
            .length,
      )
      .toBe(2);
    // The next order date moved one frequency on from today.
    await page.goto('/account/autoships');
    const next = Date.parse(
      (await fact(page.getByRole('article').filter({ hasText: title }), 'Next order').innerText()).trim(),
    );
    expect(next - Date.parse(new Date().toISOString().slice(0, 10))).toBe(28 * 86_400_000);
  });
});

test.describe('autoships, staff site', () => {
  test("an autoship chosen in the staff cart shows in 'My Autoships'", async ({ page, baseURL }) => {
    await signInAsStaff(page, baseURL, { path: '/products' });
    const cards = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) });
    await cards.first().getByRole('button', { name: 'Add to Cart' }).click();
    await goToCartFromAddedDialog(page);

    const delivery = page.getByLabel(/^Delivery for /).first();
    const lineTitle = (await page.locator('.cart-line__title').first().innerText()).trim();
    const label = (
      await delivery.locator('option', { hasText: 'Autoship: Every 4 weeks' }).innerText()
    ).trim();
    await delivery.selectOption({ label });
    await expect(delivery.locator('option:checked')).toHaveText(label);

    await checkoutWithAutoship(page);
    await expect(page.getByRole('radio', { name: /Your clinic/ })).toBeChecked();
    await fillCardAndPlace(page);

    await page.goto(staffUrl(baseURL, '/account/autoships'));
    await expect(page.getByRole('heading', { level: 1, name: 'My Autoships' })).toBeVisible();
    await expect(page).toHaveTitle('My Autoships | Pro Staff Feeding');
    const card = page.getByRole('article').filter({ hasText: lineTitle });
    await expect(fact(card.first(), 'Status')).toHaveText('Active');
    await expect(fact(card.first(), 'Frequency')).toHaveText('Every 4 weeks');
  });
});
