import { expect, test, type Locator, type Page } from '@playwright/test';
import { SHOPPER_PASSWORD, uniqueEmail } from './support/shoppers';

// Journeys with sign-ins on a two-core machine take a while.
test.describe.configure({ timeout: 120_000 });

function accountNav(page: Page) {
  return page.getByRole('navigation', { name: 'Account' });
}

function miniCart(page: Page, count: number) {
  return page.getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });
}

/** The listing's cards that can be added now (an out-of-stock card's button says so instead). */
/** The cart page's lines (the page's carousel shows product cards too). */
function cartLines(page: Page): Locator {
  return page.getByRole('region', { name: 'Items in your cart' });
}

function addableCards(page: Page): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Add to Cart' }) });
}

/** Adds the nth addable card of /products as a one-time purchase; answers its title. */
async function addFromListing(page: Page, nth: number): Promise<string> {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop All Pet Food' })).toBeVisible();
  const card = addableCards(page).nth(nth);
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Item added to your cart!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('1 item')).toBeVisible();
  return title;
}

async function register(page: Page, email: string) {
  await page.goto('/shelter/register');
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Walker');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(accountNav(page).getByRole('link', { name: 'My Account' })).toBeVisible();
}

async function logIn(page: Page, email: string) {
  await page.goto('/shelter/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(accountNav(page).getByRole('link', { name: 'My Account' })).toBeVisible();
}

test.describe('cart, consumer site', () => {
  test('a guest adds from a listing card, edits the cart and empties it', async ({ page }) => {
    const title = await addFromListing(page, 0);
    await page.getByRole('dialog').getByRole('link', { name: 'Go to Cart' }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page).toHaveTitle('Shopping Cart | Shop Pet Nutrition');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(cartLines(page).getByRole('link', { name: title, exact: true })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText(/until free shipping|You get free shipping!/)).toBeVisible();
    await expect(summary.getByText(/Alaska and Hawaii add a \$4 service charge/)).toBeVisible();
    await expect(miniCart(page, 1)).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'col_cart_id')?.value).toMatch(/^gid:/);

    await cartLines(page)
      .getByRole('group', { name: `Quantity of ${title}` })
      .getByRole('button', { name: 'Increase quantity' })
      .click();
    await expect(miniCart(page, 2)).toBeVisible();
    // The server's answer, not only the optimistic count: reload and it is still 2.
    await page.reload();
    await expect(miniCart(page, 2)).toBeVisible();

    await cartLines(page)
      .getByRole('button', { name: `Remove ${title}` })
      .click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(miniCart(page, 0)).toBeVisible();
    // The empty view is optimistic; the cookie goes when the server's answer says the cart is deleted.
    await expect
      .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'col_cart_id'))
      .toBe(false);
  });

  test("a signed-in shopper's cart follows them to another browser, where guest lines merge in", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('cart');
    await register(page, email);
    const first = await addFromListing(page, 0);
    await page.goto('/cart');
    await expect(cartLines(page).getByRole('link', { name: first, exact: true })).toBeVisible();

    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      const guestTitle = await addFromListing(second, 1);
      await logIn(second, email);
      await second.goto('/cart');
      await expect(cartLines(second).getByRole('link', { name: first, exact: true })).toBeVisible();
      await expect(cartLines(second).getByRole('link', { name: guestTitle, exact: true })).toBeVisible();
      await expect(miniCart(second, 2)).toBeVisible();
    } finally {
      await other.close();
    }

    // The first browser reads the same (merged) cart.
    await page.reload();
    await expect(miniCart(page, 2)).toBeVisible();
  });
});

test.describe('cart order details, consumer site', () => {
  test('a guest is told why a code does not apply, and the cart keeps its note', async ({ page }) => {
    await addFromListing(page, 0);
    await page.goto('/cart');
    const lines = cartLines(page);
    const code = lines.getByRole('textbox', { name: 'Discount code' });

    await code.fill('save10');
    await code.press('Enter');
    await expect(
      lines.getByRole('status').filter({ hasText: 'SAVE10 is not a valid discount code.' }),
    ).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(lines.getByRole('list', { name: 'Discount codes on your cart' })).toHaveCount(0);

    await code.fill('AUTO35');
    await lines.getByRole('button', { name: 'Apply' }).click();
    await expect(lines.getByRole('status').filter({ hasText: /^Sign in to use AUTO35/ })).toBeVisible();

    const note = lines.getByRole('textbox', { name: 'Order note' });
    await expect(lines.getByText('Up to 1000 characters.', { exact: false })).toBeVisible();
    await note.fill('Leave at the back door');
    await note.press('Tab');
    await expect(lines.getByRole('status').filter({ hasText: 'Note saved.' })).toBeVisible();
    // The server's answer: reload and the note and the codes are as they were left.
    await page.reload();
    await expect(lines.getByRole('textbox', { name: 'Order note' })).toHaveValue('Leave at the back door');
    await expect(lines.getByRole('list', { name: 'Discount codes on your cart' })).toHaveCount(0);
  });
});
