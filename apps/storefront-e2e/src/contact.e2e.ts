import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { mailsTo } from './support/outbox';
import { signInAsStaff } from './support/staff-sign-in';

test.describe('the contact form', () => {
  test('a shopper sends a message, sees the reference and gets the acknowledgement', async ({ page }) => {
    // An address of its own, so a retry or the other worker never meets the per-address limit.
    const email = `e2e-${Date.now()}-${test.info().workerIndex}@example.com`;
    await page.goto('/contact-us');

    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page).toHaveTitle('Contact Us | Shop Pet Nutrition');
    expect(await seriousViolations(page)).toEqual([]);

    // Sending too early shows what is missing and goes back to the first field.
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expect(page.getByText('Enter your name')).toBeVisible();

    await page.keyboard.type('Ada Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.getByRole('combobox', { name: 'What is your message about?' }).selectOption('An order');
    await page.getByRole('textbox', { name: 'Order number (optional)' }).fill('#1001');
    await page.getByRole('textbox', { name: 'Message' }).fill('Where is my order?\nIt was due yesterday.');
    await expect(page.getByText('40 of 5,000 characters')).toBeVisible();
    await page.getByRole('textbox', { name: 'Message' }).press('Tab');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
    await page.keyboard.press('Enter');

    const confirmation = page.getByRole('heading', { name: 'Thank you, we have your message' });
    await expect(confirmation).toBeFocused();
    const reference = (await page.locator('.contact-confirmation__reference').textContent()) ?? '';
    expect(reference).toMatch(/^C-[0-9A-Z]{8}$/);
    expect(await seriousViolations(page)).toEqual([]);

    await expect.poll(() => mailsTo(email).length).toBe(1);
    const [acknowledgement] = mailsTo(email);
    expect(acknowledgement.headers).toMatch(/^Subject: We have your message$/m);
    expect(acknowledgement.body).toContain(reference);
    expect(acknowledgement.body).toContain('about: An order');

    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  test('the staff site has the same form, for its signed-in members', async ({ page, baseURL }) => {
    // /contact-us is not one of the staff site's pages open to visitors (SPEC §2's exempt list).
    await signInAsStaff(page, baseURL, { path: '/contact-us' });

    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page).toHaveTitle('Contact Us | Pro Staff Feeding');
    await expect(page.getByRole('form', { name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'What is your message about?' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
