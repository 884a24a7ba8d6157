import { expect, type Page } from '@playwright/test';

/** The test payment provider's cards (ARCHITECTURE §6): one that is charged, one that is declined. */
export const TEST_CARDS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** From the 'Item added to your cart!' dialog to the cart page. */
export async function goToCartFromAddedDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Item added to your cart!' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Go to Cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
}

/** Checkout's new-address fields, for an order with no saved address: a Colorado address. */
export async function fillNewShipTo(
  page: Page,
  { firstName, lastName }: { firstName: string; lastName: string } = { firstName: 'Ann', lastName: 'Lee' },
): Promise<void> {
  const ship = page.getByRole('group', { name: 'New address' });
  await ship.getByLabel('First name').fill(firstName);
  await ship.getByLabel('Last name').fill(lastName);
  await ship.getByLabel('Street address').fill('1 Main St');
  await ship.getByLabel('City').fill('Aurora');
  await ship.getByLabel('State').selectOption('CO');
  await ship.getByLabel('ZIP code').fill('80011');
}

export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
}

/** Presses Place Order and waits for the confirmation; returns the order number it names. */
export async function placeOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\//);
  const banner = page.getByRole('heading', { name: /^Thank you! Your order (\S+) is placed\.$/ });
  await expect(banner).toBeVisible();
  return /order (\S+) is placed/.exec(await banner.innerText())?.[1] ?? '';
}
